import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { useSession } from '../../lib/session';

/** The footer's admin column: rendered only for admins (the layout decides). */
const ADMIN_LINKS = [
  { href: '/admin/library', label: 'Videos' },
  { href: '/admin/candidate', label: 'Candidates' },
  { href: '/admin/import', label: 'Import Candidates' },
  { href: '/admin/elections', label: 'Elections' },
  { href: '/admin/content', label: 'Page content' },
  { href: '/admin/measures', label: 'Ballot Measures' },
  { href: '/admin/feedback', label: 'Feedback' },
  { href: '/admin/search', label: 'Google Search' },
  { href: '/admin/audit', label: 'Audit Log' },
  { href: '/account', label: 'Account' },
];

const SignOutButton = styled.button`
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

/**
 * Asks again for what the page holds, as the admin: a page is rendered on the server as a visitor's (ADR 32),
 * so its prefetched answers leave out draft elections' candidates and measures, which an admin previews on
 * the public pages (issue 25). Here because this column is drawn for admins only, in its own chunk.
 */
function useAdminReadsAsAdmin() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => JSON.stringify(queryKey[0]) !== JSON.stringify(['auth', 'session']),
    });
  }, [queryClient]);
}

export function AdminMenu() {
  const { logout } = useSession();
  useAdminReadsAsAdmin();
  return (
    <nav aria-label="Admin">
      <ul>
        {ADMIN_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
        <li>
          <SignOutButton type="button" onClick={() => void logout()}>
            Sign out
          </SignOutButton>
        </li>
      </ul>
    </nav>
  );
}
