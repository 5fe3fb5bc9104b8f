import { fieldErrors, ZLoginSchema, ZRegisterSchema } from './auth';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('login validation', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'cannot be blank!', password: 'cannot be blank!' },
    ],
    [
      { email: 'ana@', password: 'secret' },
      { email: 'not a valid email address', password: 'password must be at least 8 characters long' },
    ],
    [
      { email: '   ', password: 'x'.repeat(129) },
      { email: 'cannot be blank!', password: 'must be at most 128 characters long' },
    ],
  ])('gives the spec messages for %j', (input, expected) => {
    expect(errorsOf(ZLoginSchema.safeParse(input))).toEqual(expected);
  });

  it('accepts a valid form and normalises the email', () => {
    expect(ZLoginSchema.parse({ email: ' Ana@Example.ORG ', password: 'longenough' })).toEqual({
      email: 'ana@example.org',
      password: 'longenough',
    });
  });
});

describe('registration validation', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.org',
    password: 'longenough',
    passwordConfirmation: 'longenough',
  };

  it('needs every field', () => {
    expect(
      errorsOf(ZRegisterSchema.safeParse({ name: '', email: '', password: '', passwordConfirmation: '' })),
    ).toEqual({
      name: 'cannot be blank!',
      email: 'cannot be blank!',
      password: 'cannot be blank!',
      passwordConfirmation: 'cannot be blank!',
    });
  });

  it('checks the confirmation length and that it matches', () => {
    expect(errorsOf(ZRegisterSchema.safeParse({ ...valid, passwordConfirmation: 'short' }))).toEqual({
      passwordConfirmation: 'password must be at least 8 characters long',
    });
    expect(errorsOf(ZRegisterSchema.safeParse({ ...valid, passwordConfirmation: 'different1' }))).toEqual({
      passwordConfirmation: 'password must be the same',
    });
  });

  it('accepts a valid form', () => {
    expect(ZRegisterSchema.safeParse(valid).success).toBe(true);
  });
});
