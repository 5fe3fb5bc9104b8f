import { AppError } from '../../../shared/errors';
import type {
  TMissionContent,
  TSiteContent,
  TSiteContentSection,
} from '../../../shared/constants/site-content';
import type {
  TDeadlinesContent,
  TForCandidatesContent,
} from '../../../shared/constants/site-content-later-sections';
import type { TResourcesContent } from '../../../shared/constants/site-content-resources';
import type { TTile, TTilesContent } from '../../../shared/constants/site-content-tiles';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import type { TSiteContentWrite } from '../../../shared/schemas/site-content';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { remember } from '../../read-cache/read-cache';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import { sanitizeRichText } from '../rich-text/rich-text.service';
import * as repository from './content.repository';

const MISSING_MESSAGE = 'This section of the page has no content. Save it at /admin/content.';

/** Each item of a section in `locale` where written, English elsewhere; `translations` stays for the note. */
function localizedSection<S extends TSiteContentSection>(
  section: S,
  content: TSiteContent[S],
  locale: TLocale,
): TSiteContent[S] {
  if (locale === DEFAULT_LOCALE) return content;
  // A generic section does not narrow its content: each case names its own shape.
  switch (section) {
    case 'mission': {
      const { cards } = content as TMissionContent;
      return { cards: cards.map((card) => localized(card, locale)) } as TSiteContent[S];
    }
    case 'resources': {
      const groups = (content as TResourcesContent).groups.map((group) => ({
        ...localized(group, locale),
        links: group.links.map((link) => localized(link, locale)),
      }));
      return { groups } as TSiteContent[S];
    }
    case 'deadlines': {
      const fallbacks = Object.entries(content as TDeadlinesContent).map(([kind, fallback]) => [
        kind,
        localized(fallback, locale),
      ]);
      return Object.fromEntries(fallbacks) as TSiteContent[S];
    }
    case 'forCandidates': {
      const { offers, callToAction } = content as TForCandidatesContent;
      return {
        offers: offers.map((offer) => localized(offer, locale)),
        callToAction: localized(callToAction, locale),
      } as TSiteContent[S];
    }
    case 'about':
    case 'voterChecklist':
      return {
        tiles: (content as TTilesContent).tiles.map((tile) => localized(tile, locale)),
      } as TSiteContent[S];
    default:
      return content;
  }
}

async function storedSection<S extends TSiteContentSection>(db: Db, section: S, lock = false) {
  const row = await repository.getSection(db, section, { lock });
  // The column holds only what the section's schema validated on write (or the migration's seed).
  return row?.content as TSiteContent[S] | undefined;
}

/** A section of the page's fixed content in `locale` (English where a text is not translated yet). */
export async function findSection<S extends TSiteContentSection>(
  db: Db,
  section: S,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TSiteContent[S]> {
  return remember(db, `content.section:${section}:${locale}`, ['site_content'], async () => {
    const content = await storedSection(db, section);
    if (!content) throw new AppError('NOT_FOUND', MISSING_MESSAGE);
    return localizedSection(section, content, locale);
  });
}

/** A tile's body in each language as the rich-text editor may write it: sanitized, like a candidate's analysis. */
const sanitizedTile = (tile: TTile): TTile => ({
  ...tile,
  body: sanitizeRichText(tile.body, { sitePaths: true }),
  translations: Object.fromEntries(
    Object.entries(tile.translations).map(([language, texts]) => [
      language,
      texts.body === undefined
        ? texts
        : { ...texts, body: sanitizeRichText(texts.body, { sitePaths: true }) },
    ]),
  ),
});

/** What is stored of a save: the tiles' rich text sanitized on write (spec part 1 §9), the rest as validated. */
function storedContent(input: TSiteContentWrite): TSiteContentWrite {
  if (input.section !== 'about' && input.section !== 'voterChecklist') return input;
  return { ...input, content: { tiles: (input.content.tiles as TTile[]).map(sanitizedTile) } };
}

/** Replaces a section's content (validated by its schema), in the audit log with what it replaced. */
export async function saveSection(db: Db, input: TSiteContentWrite, actor: TWriteActor) {
  const { section, content } = storedContent(input);
  return inTransaction(db, async (trx) => {
    const previous = await storedSection(trx, section, true);
    const saved = (await repository.saveSection(trx, section, content))
      .content as TSiteContent[typeof section];
    await recordAudit(trx, {
      actor,
      entityType: 'content',
      entityId: section,
      before: previous ?? null,
      after: saved,
    });
    return saved;
  });
}
