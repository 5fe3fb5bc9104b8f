import {
  DEADLINE_FALLBACK_TRANSLATED_FIELDS,
  type TDeadlineFallback,
} from '../../shared/constants/site-content-later-sections';
import { untranslatedFields } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';
import { UntranslatedNote } from './ui/untranslated-note';

/**
 * A deadline's text while the election has no date for it, as the organisation writes it (the `deadlines`
 * section, ADR 47), read in `locale`; marked `lang="en"` with a note where it is not translated yet (ADR 44).
 */
export function DeadlineFallback({ fallback, locale }: { fallback: TDeadlineFallback; locale: TLocale }) {
  const isUntranslated = untranslatedFields(fallback, locale, DEADLINE_FALLBACK_TRANSLATED_FIELDS).length > 0;
  return (
    <>
      <span lang={isUntranslated ? 'en' : undefined}>{fallback.text}</span>
      {isUntranslated && <UntranslatedNote />}
    </>
  );
}
