import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { TSessionUser } from '../features/auth/auth.service';

/**
 * Everything a procedure may use. Tests build it directly (createInnerContext) without HTTP.
 * `clientAddress` keys the per-address rate limits: the request's address over HTTP, and one a test
 * names for each caller, so no two callers ever share a limit by default.
 */
export type TrpcContext = AppDeps & {
  user: TSessionUser | null;
  clientAddress: string;
  /**
   * The server render's own calls (ADR 32): they answer from what is stored and never spend an outside
   * service's quota, which any URL a crawler makes up could otherwise spend.
   */
  isServerRender?: boolean;
  request?: FastifyRequest;
  reply?: FastifyReply;
};

export type TInnerCaller = { clientAddress: string; user?: TSessionUser | null; isServerRender?: boolean };

export function createInnerContext(
  deps: AppDeps,
  { clientAddress, user = null, isServerRender = false }: TInnerCaller,
): TrpcContext {
  return { ...deps, user, clientAddress, isServerRender };
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    ...deps,
    user: req.user ?? null,
    clientAddress: req.ip,
    request: req,
    reply: res,
  });
}
