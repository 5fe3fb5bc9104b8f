import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { TSessionUser } from '../features/auth/auth.service';

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
