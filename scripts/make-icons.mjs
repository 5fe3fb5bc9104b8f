// `node scripts/make-icons.mjs`: draws the app icons of the web app manifest (ADR 39) into
// src/client/public/icons — the favicon's mark (a white check over a red ballot line on navy), as PNGs at
// the sizes installers ask for. The PNGs are committed; run this again only when the mark changes.
import { writeFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';

const NAVY = '#16194a';
const MARK =
  '<path d="M9 16.5l4.5 4.5L23 11" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<rect x="6" y="25" width="20" height="3" rx="1.5" fill="#c4173f"/>';

/** `any` icons: the favicon, rounded corners and all. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${NAVY}"/>${MARK}</svg>`;
/**
 * Maskable icons and Apple's: full-bleed navy, the mark shrunk into the middle 60%, inside the circle
 * of 80% that every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${NAVY}"/><g transform="translate(16 16) scale(0.6) translate(-16 -17)">${MARK}</g></svg>`;

const ICONS = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-192.png', fullBleed, 192],
  ['maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];

for (const [name, svg, size] of ICONS) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  await writeFile(new URL(`../src/client/public/icons/${name}`, import.meta.url), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}
