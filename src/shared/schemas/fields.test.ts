import {
  BLANK_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  requiredText,
  text,
} from './fields';

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
      // Bidirectional overrides and isolates: 'Ana\u202Eazul' shows as "Analuza".
      'Ana\u202Eazul',
      '\u202Aembedded\u202C',
      'isolate \u2066x\u2069',
    ]) {
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true);
      const result = requiredText(100).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('count text that shows nothing as blank: zero-width characters, a byte-order mark, fillers', () => {
    for (const value of ['\u200B', '\uFEFF\u200B\u200C\u200D', ' \u2060 ', '\u3164', '\u00AD\u2800']) {
      const result = requiredText(100).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([BLANK_MESSAGE]);
    }
  });

  it('keep text whose letters are joined by invisible characters (Persian, emoji sequences)', () => {
    for (const value of ['می\u200Cخواهم', '👩\u200D💻 developer', 'Zoë'])
      expect(requiredText(100).parse(value)).toBe(value);
  });
});
