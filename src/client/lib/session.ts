import { useEffect, useMemo } from 'react';
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

const useSessionLookup = () => trpc.auth.session.useQuery(undefined, { retry: false, staleTime: Infinity });

/**
 * The session, from the query cache that every component shares (one lookup per page). A hook rather than
 * a context on purpose: a context whose value changes when the lookup answers would reach every part of
 * the page still waiting to hydrate (the home page's later sections, ADR 41), and React would then drop
 * their server markup.
 */
export function useSession(): TSession {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const lookup = useSessionLookup();
  const logoutMutation = trpc.auth.logout.useMutation();

  return useMemo<TSession>(() => {
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
}

/** Logs a failed session lookup once per page (the layout calls it). */
export function useLogFailedSessionLookup() {
  const { isError } = useSessionLookup();
  useEffect(() => {
    if (isError) console.info('User is not authenticated');
  }, [isError]);
}
