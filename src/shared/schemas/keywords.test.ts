import { ZKeywordSchema, ZKeywordUpdateSchema } from './keywords';

describe('keyword validation', () => {
  it.each([
    [{ keyword: '' }, 'cannot be blank!'],
    [{ keyword: '   ' }, 'cannot be blank!'],
    [{}, 'cannot be blank!'],
    [{ keyword: 'x'.repeat(101) }, 'must be at most 100 characters long'],
  ])('refuses %j with "%s"', (input, message) => {
    const result = ZKeywordSchema.safeParse(input);
    expect(result.error?.flatten().fieldErrors).toEqual({ keyword: [message] });
  });

  it('trims a keyword and takes an amendment with its id', () => {
    expect(ZKeywordSchema.parse({ keyword: ' voting record ' })).toEqual({ keyword: 'voting record' });
    expect(
      ZKeywordUpdateSchema.safeParse({ id: 'nope', keyword: 'rent' }).error?.flatten().fieldErrors,
    ).toEqual({ id: ['must be a valid id'] });
  });
});
