import sharp from 'sharp';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import type { Seeder } from '../../db/seeder';
import { prepareImage, saveImage } from '../media/media.service';
import { createVideo } from './videos.repository';

/**
 * Demo library: eight sample videos per category (160), so every category row is wider than a desktop's
 * content column and scrolls. Their tiles are drawn here (the category's name on a colour of its own), so
 * a fresh install needs no third-party images. The TikTok ids are made up.
 */
const VIDEOS_PER_CATEGORY = 8;
/**
 * Distinct tiles per category, which its videos take in turn: a row still changes colour from one video
 * to the next, but a first start encodes 60 images rather than 160 (each costs sharp some 20 ms).
 */
const TILES_PER_CATEGORY = 3;

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function wrapWords(text: string, maxLineLength: number): string[] {
  return text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxLineLength)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);
}

async function drawCategoryTile(category: string, index: number, variant: number): Promise<Buffer> {
  const hue = (index * 37 + variant * 23) % 360;
  const lines = wrapWords(category, 14);
  const text = lines
    .map((line, i) => `<tspan x="180" dy="${i === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640">
    <rect width="360" height="640" fill="hsl(${hue}, 55%, 32%)"/>
    <circle cx="300" cy="90" r="140" fill="hsl(${(hue + 40) % 360}, 60%, 45%)" opacity="0.55"/>
    <text y="${300 - lines.length * 20}" fill="#ffffff" font-family="sans-serif" font-size="38" font-weight="700"
      text-anchor="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const videoDemoSeeder: Seeder = {
  name: 'videos',
  async run(trx) {
    // Drawn all at once: sharp spreads the work over its threads.
    const tiles = await Promise.all(
      VIDEO_CATEGORIES.map((category, index) =>
        Promise.all(
          Array.from({ length: TILES_PER_CATEGORY }, async (_, variant) =>
            prepareImage(await drawCategoryTile(category, index, variant)),
          ),
        ),
      ),
    );
    for (const image of tiles.flat()) await saveImage(trx, image);
    // Older first, so "newest first" shows the last category's last part at the top.
    const start = Date.UTC(2025, 0, 1);
    let sequence = 0;
    for (const [index, category] of VIDEO_CATEGORIES.entries()) {
      for (let part = 1; part <= VIDEOS_PER_CATEGORY; part++) {
        await createVideo(trx, {
          tiktokId: String(7_400_000_000_000_000_000n + BigInt(sequence * 104_729 + 17)),
          category,
          thumbnailHash: tiles[index]![(part - 1) % TILES_PER_CATEGORY]!.hash,
          title: `${category}: part ${part}`,
          description: `Sample video (demo content) from the series "${category}".`,
          createdAt: new Date(start + sequence * 86_400_000),
        });
        sequence++;
      }
    }
  },
};
