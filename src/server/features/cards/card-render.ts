import fs from 'node:fs';
import path from 'node:path';
import type { default as TSatori } from 'satori';
import { SITE_NAME } from '../../../shared/page-routes';
import { PROJECT_ROOT } from '../../config';

/** What a social card shows: drawn the same way for a candidate, a shared ballot and the site (ADR 38). */
export type TCardContent = {
  /** The small line above the title, e.g. 'Candidate' or 'A shared ballot'. */
  kicker: string;
  title: string;
  /** Lines under the title (office and district, party; or one line per pick). */
  lines: string[];
  /** A highlighted label, e.g. 'We recommend', or null. */
  badge: string | null;
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const FONT_DIR = path.join(PROJECT_ROOT, 'node_modules', '@fontsource', 'inter', 'files');

type TFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: TFont[] | null = null;

/** Inter, regular and bold (satori reads .woff, not .woff2), read once on the first card. */
function loadFonts(): TFont[] {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(path.join(FONT_DIR, `inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

type TSatoriElement = Parameters<typeof TSatori>[0];

type TNode = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

const node = (type: string, style: Record<string, unknown>, children?: unknown): TNode => ({
  type,
  props: { style, children },
});

const BRAND = '#1d3557';
const ACCENT = '#e63946';

function cardTree(content: TCardContent): TNode {
  const dense = content.lines.length > 3;
  const titleSize = content.title.length > 40 || dense ? 56 : 72;
  return node(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: '#ffffff',
      fontFamily: 'Inter',
      color: '#111827',
    },
    [
      node('div', { display: 'flex', height: 24, backgroundColor: BRAND }),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: '48px 72px 56px',
        },
        [
          node('div', { display: 'flex', flexDirection: 'column' }, [
            node(
              'div',
              { fontSize: 30, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 },
              content.kicker,
            ),
            node(
              'div',
              { fontSize: titleSize, fontWeight: 700, color: BRAND, marginTop: 16, lineHeight: 1.1 },
              content.title,
            ),
            ...content.lines.map((line) =>
              node(
                'div',
                {
                  display: 'block',
                  fontSize: dense ? 28 : 34,
                  marginTop: dense ? 8 : 14,
                  color: '#374151',
                  lineHeight: 1.2,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                },
                line,
              ),
            ),
            ...(content.badge
              ? [
                  node(
                    'div',
                    {
                      display: 'flex',
                      alignSelf: 'flex-start',
                      marginTop: 28,
                      padding: '10px 24px',
                      borderRadius: 12,
                      backgroundColor: '#14532d',
                      color: '#ffffff',
                      fontSize: 32,
                      fontWeight: 700,
                    },
                    content.badge,
                  ),
                ]
              : []),
          ]),
          node('div', { display: 'flex', fontSize: 30, fontWeight: 700, color: BRAND }, SITE_NAME),
        ],
      ),
    ],
  );
}

/** The card as a 1200×630 PNG: satori draws the tree as SVG, resvg rasterises it. */
export async function renderCardPng(content: TCardContent): Promise<Buffer> {
  // Loaded on the first card, not at start: satori's layout engine and resvg's native module take several
  // MB that a replica which never draws a card should not hold (ADR 33).
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(cardTree(content) as TSatoriElement, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
