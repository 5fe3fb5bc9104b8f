import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../features/auth/auth.service';
import { createInnerContext } from '../trpc/context';
import type { AppDeps } from '../app-deps';
import { createCallerFactory } from '../trpc/init';

/**
 * Finds every REST route and tRPC procedure that is neither on the public list nor refused to a
 * visitor (401) and to a signed-in `user` (403). An admin endpoint added without protection shows up here.
 */
const FAKE_ID = '00000000-0000-4000-8000-000000000000';
const SWEEP_ADDRESS = '192.0.2.250';

export async function findUnguardedRoutes(
  app: FastifyInstance,
  { isPublic, userCookie }: { isPublic: (route: string) => boolean; userCookie: string },
): Promise<string[]> {
  const unguarded: string[] = [];
  for (const { method, url } of app.registeredRoutes) {
    const route = `${method} ${url}`;
    if (isPublic(route)) continue;
    const path = url.replace(/:\w+/g, FAKE_ID).replace(/\*$/, 'x');
    const anonymous = await app.inject({ method: method as 'GET', url: path });
    const member = await app.inject({ method: method as 'GET', url: path, headers: { cookie: userCookie } });
    if (anonymous.statusCode !== 401 || member.statusCode !== 403) {
      unguarded.push(`${route} (visitor ${anonymous.statusCode}, user ${member.statusCode})`);
    }
  }
  return unguarded;
}

export async function findUnguardedProcedures(
  router: AnyRouter,
  deps: AppDeps,
  { publicProcedures, user }: { publicProcedures: Set<string>; user: TSessionUser },
): Promise<string[]> {
  const createCaller = createCallerFactory(router);
  const outcome = async (path: string, sessionUser: TSessionUser | null) => {
    const caller = createCaller(
      createInnerContext(deps, { clientAddress: SWEEP_ADDRESS, user: sessionUser }),
    ) as unknown as Record<string, unknown>;
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
    try {
      await (procedure as (input?: unknown) => Promise<unknown>)(undefined);
      return 'OK';
    } catch (error) {
      return (error as { code?: string }).code ?? 'ERROR';
    }
  };
  const unguarded: string[] = [];
  for (const path of Object.keys(router._def.procedures)) {
    if (publicProcedures.has(path)) continue;
    const [anonymous, member] = [await outcome(path, null), await outcome(path, user)];
    if (anonymous !== 'UNAUTHORIZED' || member !== 'FORBIDDEN')
      unguarded.push(`${path} (visitor ${anonymous}, user ${member})`);
  }
  return unguarded;
}
