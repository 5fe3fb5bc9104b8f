/**
 * Text whose UTF-8 bytes were once read as windows-1252 ("mojibake": `Alaskaâ€™s` for `Alaska’s`, `cafÃ©`
 * for `café`), as bill summaries sometimes reach the scrapers' files. Each run of characters that spells a
 * valid UTF-8 sequence in windows-1252 is decoded back; anything else is left as it is, so correct text,
 * mixed text and lone accented letters are kept. The npm packages for this (fix-latin1-to-utf8, fix-utf8) are
 * fixed tables of Latin-1 characters only; this rule covers every character (e.g. `â€‘`, a no-break hyphen).
 */

const WINDOWS_1252 = new TextDecoder('windows-1252');
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The byte each character stands for in windows-1252, for bytes 0x80–0xFF (the ASCII half is never part of it). */
const BYTE_OF = new Map<string, number>();
for (let byte = 0x80; byte <= 0xff; byte += 1) BYTE_OF.set(WINDOWS_1252.decode(Uint8Array.of(byte)), byte);

const charClass = (from: number, to: number) =>
  `[${[...BYTE_OF]
    .filter(([, byte]) => byte >= from && byte <= to)
    .map(([character]) => `\\u{${character.codePointAt(0)!.toString(16)}}`)
    .join('')}]`;

const CONTINUATION = charClass(0x80, 0xbf);
/** A UTF-8 lead byte (2, 3 or 4 bytes long) and its continuation bytes, each spelled in windows-1252. */
const SEQUENCE = new RegExp(
  `${charClass(0xc2, 0xdf)}${CONTINUATION}|${charClass(0xe0, 0xef)}${CONTINUATION}{2}|${charClass(0xf0, 0xf4)}${CONTINUATION}{3}`,
  'gu',
);

function decodeSequence(sequence: string): string {
  try {
    return UTF8.decode(Uint8Array.from([...sequence], (character) => BYTE_OF.get(character)!));
  } catch {
    return sequence; // not valid UTF-8 (an overlong form, a surrogate): not mojibake
  }
}

/** Text decoded twice over is repaired in as many passes. */
const MAX_PASSES = 3;

export function repairMojibake(text: string): string {
  let repaired = text;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = repaired.replace(SEQUENCE, decodeSequence);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired;
}

/** Every string in a parsed JSON or YAML document, repaired. */
export function repairMojibakeDeep(value: unknown): unknown {
  if (typeof value === 'string') return repairMojibake(value);
  if (Array.isArray(value)) return value.map(repairMojibakeDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, repairMojibakeDeep(item)]));
  }
  return value;
}
