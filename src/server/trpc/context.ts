import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';

/** The signed-in user as the server knows it; set on the request by the session plugin. */
export type TSessionUser = { id: string; name: string; email: string; role: 'user' | 'admin' };

/** Everything a procedure may use. Tests build it directly (createInnerContext) without HTTP. */
export type TrpcContext = AppDeps & {
  user: TSessionUser | null;
  request?: FastifyRequest;
  reply?: FastifyReply;
};

export function createInnerContext(deps: AppDeps, user: TSessionUser | null = null): TrpcContext {
  return { ...deps, user };
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    ...deps,
    user: req.user ?? null,
    request: req,
    reply: res,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a valid session cookie. */
    user?: TSessionUser | null;
  }
}
