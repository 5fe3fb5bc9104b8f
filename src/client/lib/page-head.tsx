import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { formatPageTitle } from '../../shared/page-routes';

type TRefinedTitle = { location: string; title: string };

const RefineTitleContext = createContext<(refined: TRefinedTitle) => void>(() => {});

/**
 * Keeps the document's <title> and meta description on the current page's, as the server sent them for
 * a first load. A page may refine its title once its data is in (`usePageTitle`); the refinement holds
 * only at the address it was made for, so the next page never shows the last one's name.
 */
export function PageHead({
  title,
  description,
  children,
}: {
  title: string | null;
  description: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const [refined, setRefined] = useState<TRefinedTitle | null>(null);
  const shownTitle = formatPageTitle(refined?.location === location ? refined.title : title);

  useEffect(() => {
    document.title = shownTitle;
  }, [shownTitle]);

  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);

  return <RefineTitleContext value={setRefined}>{children}</RefineTitleContext>;
}

/** Gives the current page a more specific title, e.g. the candidate's name once it has loaded. */
export function usePageTitle(title: string | null | undefined) {
  const refine = use(RefineTitleContext);
  const [location] = useLocation();
  useEffect(() => {
    if (title) refine({ location, title });
  }, [refine, location, title]);
}
