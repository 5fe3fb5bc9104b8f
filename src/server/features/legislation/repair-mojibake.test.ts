import fc from 'fast-check';
import { repairMojibake, repairMojibakeDeep } from './repair-mojibake';

/** What a program does that reads UTF-8 bytes as windows-1252. */
const garble = (text: string) => new TextDecoder('windows-1252').decode(new TextEncoder().encode(text));

// Any character but U+0080–U+00FF, the only ones that can spell a UTF-8 lead byte in windows-1252; ’ “ — €
// (which spell continuation bytes) are in.
const notLatin1 = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x100, max: 0x10ffff }))
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));
const textWithoutLatin1 = fc.string({ unit: notLatin1, maxLength: 30 });

// Latin-1 letters and signs beside characters that can spell continuation bytes, but never a lead byte.
const notLead = fc.constantFrom(
  'a',
  ' ',
  '’',
  '“',
  '—',
  '€',
  '©',
  '°',
  '§',
  '¿',
  '\u00a0',
  'õ',
  'ö',
  'ü',
  'ÿ',
  'Á',
);

describe('repairing text decoded twice (mojibake)', () => {
  it('repairs the bill summary of the issue, accented letters and text garbled twice', () => {
    expect(repairMojibake('Alaskaâ€™s')).toBe('Alaska’s');
    expect(repairMojibake('cafÃ© and piÃ±ata')).toBe('café and piñata');
    expect(repairMojibake(garble(garble('the “Act” — 2025')))).toBe('the “Act” — 2025');
    expect(repairMojibake('Â§ 101 of title 10')).toBe('§ 101 of title 10');
    expect(repairMojibake('Nonâ€‘profit')).toBe('Non‑profit'); // a no-break hyphen: in no fixed table
  });

  it('repairs only the garbled runs of text that is partly right', () => {
    expect(repairMojibake('Peña’s bill on Alaskaâ€™s coast')).toBe('Peña’s bill on Alaska’s coast');
  });

  it('keeps correct text as it is', () => {
    for (const text of ['São Paulo', 'Zoë’s “naïve” café', 'Ã', 'Â', 'año—2025', '日本語 🗳', '']) {
      expect(repairMojibake(text)).toBe(text);
    }
  });

  it('gives back any text that was garbled once or twice', () => {
    fc.assert(
      fc.property(textWithoutLatin1, (text) => {
        expect(repairMojibake(garble(text))).toBe(text);
        expect(repairMojibake(garble(garble(text)))).toBe(text);
      }),
    );
  });

  it('never changes text without a character that spells a UTF-8 lead byte', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(notLatin1, notLead), maxLength: 30 }), (text) => {
        expect(repairMojibake(text)).toBe(text);
      }),
    );
  });

  it('repairs every string of a document, keys and other values kept', () => {
    expect(
      repairMojibakeDeep({ summary: { text: 'Alaskaâ€™s' }, titles: ['cafÃ©'], number: 12, active: true }),
    ).toEqual({ summary: { text: 'Alaska’s' }, titles: ['café'], number: 12, active: true });
  });
});
