import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { Notice } from '../components/ui/notice';
import { PageHeading } from '../components/ui/page-heading';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';
import { Trans } from '@lingui/react/macro';

/**
 * The one gate in front of the admin routes. It waits for the session lookup (so an admin reloading an
 * admin page is not bounced), sends visitors to /login, and tells a signed-in non-admin that the page is
 * not for them: sending someone who is already signed in back to the sign-in form explains nothing.
 */
export function RoleGate({ deniedMessage, children }: { deniedMessage: string; children: ReactNode }) {
  const { status, isAdmin, user } = useSession();
  if (status === 'loading') return <Spinner />;
  // The server refuses such an admin every admin call until two-factor sign-in is on; the account page says why.
  if (isAdmin && user?.mustSetUpTwoFactor) return <Redirect to="/account" replace />;
  if (isAdmin) return children;
  if (!user) return <Redirect to="/login" replace />;
  const userName = user.name;
  return (
    <section>
      <PageHeading>
        <Trans>Administrators only</Trans>
      </PageHeading>
      <Notice $tone="error">{deniedMessage}</Notice>
      <p>
        <Trans>You are signed in as {userName}.</Trans>{' '}
        <Link href="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
