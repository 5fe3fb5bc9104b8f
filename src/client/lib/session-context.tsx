import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { TRole } from '../../shared/schemas/auth';
import { trpc } from './trpc';

/**
 * Who is signed in, as far as the page needs to know. The role is 'user' until the session lookup
 * answers, then the answer; a failed lookup is logged as not authenticated and the role stays 'user'.
 * This only decides what to show: the server checks every admin call itself.
 */
type TSessionStatus = 'loading' | 'anonymous' | 'signed-in';

export type TSession = {
  role: TRole;
  /** Who is signed in, or null for a visitor. */
  user: {
    name: string;
    email: string;
    twoFactorEnabled?: boolean;
    /** An admin on a site with ADMIN_MFA=required who has not set up two-factor sign-in yet. */
    mustSetUpTwoFactor?: boolean;
  } | null;
  status: TSessionStatus;
  isAdmin: boolean;
  /** Asks the server again, e.g. right after signing in. */
  refresh(): Promise<unknown>;
  logout(): Promise<void>;
};

const SessionContext = createContext<TSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const lookup = trpc.auth.session.useQuery(undefined, { retry: false, staleTime: Infinity });
  const logoutMutation = trpc.auth.logout.useMutation();

  useEffect(() => {
    if (lookup.isError) console.info('User is not authenticated');
  }, [lookup.isError]);

  const session = useMemo<TSession>(() => {
    const role = lookup.data?.userRole ?? 'user';
    const user = lookup.data?.user ?? null;
    const status: TSessionStatus = lookup.isPending ? 'loading' : user ? 'signed-in' : 'anonymous';
    return {
      role,
      user,
      status,
      isAdmin: role === 'admin',
      refresh: () => utils.auth.session.invalidate(),
      async logout() {
        try {
          await logoutMutation.mutateAsync();
        } catch (error) {
          console.error('Logout failed', error);
          return;
        }
        utils.auth.session.setData(undefined, undefined);
        await utils.auth.session.reset();
        navigate('/');
      },
    };
  }, [lookup.data, lookup.isPending, utils, logoutMutation, navigate]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): TSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
