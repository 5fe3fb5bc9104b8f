import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links start with: PUBLIC_URL when it is set (README: set it in production), else the
 * request's own, which its Host header names.
 */
export function siteOrigin(publicUrl: string | null, request: FastifyRequest): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
