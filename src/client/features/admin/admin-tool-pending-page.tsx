import { useLocation } from 'wouter';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';

/**
 * What an admin sees on an admin route whose tool is not built yet (the search tools each
 * replace their route's entry in the route table).
 */
const TITLES: Array<[prefix: string, title: string]> = [
  ['/admin/searchResults', 'Search Results'],
  ['/admin/search', 'Google Search'],
];

export default function AdminToolPendingPage() {
  const [location] = useLocation();
  const title = TITLES.find(([prefix]) => location.startsWith(prefix))?.[1] ?? 'Admin';
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Notice $tone="info">This admin tool is not available yet.</Notice>
    </>
  );
}
