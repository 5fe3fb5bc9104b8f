import { TILE_TRANSLATED_FIELDS, type TTile } from '../../shared/constants/site-content-tiles';
import { untranslatedFields } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';
import { TILE_ICON_COMPONENTS } from '../content/tile-icons';
import { RichText } from './ui/rich-text';
import { TileGroup } from './ui/tile-group';
import { UntranslatedNote } from './ui/untranslated-note';

/**
 * The tiles of the About page or the voter checklist as the organisation writes them at /admin/content
 * (ADR 47), read in `locale`; the admin's preview draws the same. A panel is the rich-text editor's HTML,
 * sanitized by the server when it was saved. A text not translated yet is marked `lang="en"`, with a note in
 * the panel (ADR 44).
 */
export function ContentTiles({ tiles, locale }: { tiles: TTile[]; locale: TLocale }) {
  return (
    <TileGroup
      tiles={tiles.map((tile, index) => {
        const untranslated = untranslatedFields(tile, locale, TILE_TRANSLATED_FIELDS);
        const langOf = (field: (typeof TILE_TRANSLATED_FIELDS)[number]) =>
          untranslated.includes(field) ? 'en' : undefined;
        return {
          // Titles may repeat while an admin writes; the order is the identity.
          id: String(index),
          icon: TILE_ICON_COMPONENTS[tile.icon],
          isFeatured: tile.featured,
          title: <span lang={langOf('title')}>{tile.title}</span>,
          teaser: <span lang={langOf('teaser')}>{tile.teaser}</span>,
          content: (
            <>
              <RichText lang={langOf('body')} dangerouslySetInnerHTML={{ __html: tile.body }} />
              {untranslated.length > 0 && <UntranslatedNote />}
            </>
          ),
        };
      })}
    />
  );
}
