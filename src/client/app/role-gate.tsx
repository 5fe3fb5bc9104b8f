import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { Notice } from '../components/ui/notice';
import { useSession } from './session';

/**
 * The one gate in front of the admin routes. It waits for the session lookup (so an admin reloading an
 * admin page is not bounced), sends visitors to /login, and shows a signed-in non-admin the page's own
 * message where the spec gives one, else sends them to /login too.
 */
export function RoleGate({ deniedMessage, children }: { deniedMessage?: string; children: ReactNode }) {
  const { status, isAdmin } = useSession();
  if (status === 'loading') return <Spinner />;
  if (isAdmin) return children;
  if (status === 'signed-in' && deniedMessage) return <Notice $tone="error">{deniedMessage}</Notice>;
  return <Redirect to="/login" replace />;
}
