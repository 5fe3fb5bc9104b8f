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

export function AdminMenu() {
  const { logout } = useSession();
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
