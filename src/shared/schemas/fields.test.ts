import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, requiredText, text } from './fields';

describe('text fields', () => {
  it('take tabs, line breaks and any character, emoji included', () => {
    for (const value of ['Line one\nline two\r\n\tindented', 'Ñandú, Zoë, 東京', 'Vote 🗳️ early'])
      expect(text().parse(value)).toBe(value);
  });

  it('refuse NUL, other control characters and lone surrogates with one clear message', () => {
    for (const value of [
      'a\u0000b',
      'bell\u0007',
      'escape\u001b[2J',
      'delete\u007f',
      'half \ud800',
      '\udc00 half',
    ]) {
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true);
      const result = requiredText(100).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });
});
