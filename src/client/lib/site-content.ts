import type { TSiteContent, TSiteContentSection } from '../../shared/constants/site-content';
import type { TLocale } from '../../shared/locales';
import { trpc } from './trpc';

/**
 * A section of the page's fixed content (`content.section`, ADR 47) with its own shape: the procedure answers
 * any section, so its type is the union of them; the section asked for decides which one it is.
 */
export function useSiteContent<S extends TSiteContentSection>(section: S, lang: TLocale) {
  const query = trpc.content.section.useQuery({ section, lang });
  return { ...query, data: query.data as TSiteContent[S] | undefined };
}
