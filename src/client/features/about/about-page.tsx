import { ContentTilesPage } from '../../components/content-tiles-page';
import { ABOUT_PAGE } from '../../content/about';

/** /about: who we are, in tiles the organisation writes at /admin/content (ADR 47). */
export default function AboutPage() {
  return <ContentTilesPage section="about" {...ABOUT_PAGE} />;
}
