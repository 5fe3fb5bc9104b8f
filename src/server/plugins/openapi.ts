import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The viewer's own routes (its page, assets and a copy of the document) are not part of the contract. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** Only the documented API belongs in the document: not the SPA's pages, /media, health or tRPC. */
const isContractRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

type TOpenApiObject = ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;

/**
 * Each named schema is generated twice, as a request ('…Input') and as a response; only the side a route
 * uses is kept, so the document lists each shape once.
 */
function withoutUnusedSchemas(generated: TOpenApiObject): TOpenApiObject {
  const document = generated as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const referenced = new Set<string>();
  const visit = (json: string) => {
    for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (referenced.has(name!)) continue;
      referenced.add(name!);
      visit(JSON.stringify(schemas[name!] ?? {}));
    }
  };
  visit(JSON.stringify(document.paths ?? {}));
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => referenced.has(name)));
  return { ...generated, components: { ...document.components, schemas: used } } as TOpenApiObject;
}

type TResponses = Record<string, { headers?: Record<string, unknown> }>;

/** A refusal to come back later (429) or an outage (503) says when to try again (plugins/errors.ts). */
function withRetryAfter(generated: TOpenApiObject): TOpenApiObject {
  const paths = (generated as { paths?: Record<string, Record<string, { responses?: TResponses }>> }).paths;
  for (const operation of Object.values(paths ?? {}).flatMap((operations) => Object.values(operations)))
    for (const status of ['429', '503']) {
      const response = operation.responses?.[status];
      if (response) response.headers = { 'Retry-After': RETRY_AFTER };
    }
  return generated;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 1 },
};

/** The site's feedback page; without PUBLIC_URL its absolute address is unknown, so only its name is given. */
function contactOf(publicUrl: string | null) {
  const name = 'The feedback form of the site';
  return publicUrl ? { name, url: new URL('/feedback', publicUrl).href } : { name };
}

/**
 * The machine-readable contract: an OpenAPI 3.1 document generated from the REST routes' zod schemas
 * (GET /api/openapi.json) and a viewer for people (/api/docs, @fastify/swagger-ui, which loads only its
 * own script files, so the site's CSP without inline script holds). Registered before the routes, so
 * @fastify/swagger sees each one as it is added. Its server is the site itself: PUBLIC_URL's origin when it
 * is set, else `/`, the origin the document is read from.
 */
export default fp(
  async function openApiPlugin(app: FastifyInstance, { publicUrl }: { publicUrl: string | null }) {
    const transform = createJsonSchemaTransform({ skipList: [] });
    const transformObject = createJsonSchemaTransformObject({});
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Progressive Voter Guide API',
          contact: contactOf(publicUrl),
          version: '1.0.0',
          description:
            'The documented REST calls of the voter guide. Reads are public; writes marked "admins" need the ' +
            'session cookie of an administrator (POST /api/sessions). Every refusal has the Error shape.',
        },
        servers: [{ url: publicUrl ? new URL(publicUrl).origin : '/', description: 'This site' }],
        tags: [
          { name: 'videos', description: 'The video library' },
          { name: 'accounts', description: 'Registration and sessions' },
          { name: 'candidates', description: 'Candidates and the address search' },
          { name: 'calendar', description: 'Election days and deadlines as calendar files' },
          {
            name: 'ballot measures',
            description: 'What each measure on the ballot says and means, and our call',
          },
          { name: 'feedback', description: 'The feedback form' },
          { name: 'states', description: 'The active-state list' },
          { name: 'web search', description: 'The admin web search for a candidate' },
          { name: 'keywords', description: "The admin's search keywords" },
          {
            name: 'federal record',
            description:
              'Voting history by topic, bill progress and campaign donors of House and Senate members',
          },
        ],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vg_session' } },
        },
      },
      transform: (document) => {
        if (!isContractRoute(document.url))
          return { schema: { ...document.schema, hide: true }, url: document.url };
        // A route that names no security is public: the document says so rather than leave it unsaid.
        const { schema, url } = transform(document);
        return { schema: { security: [], ...schema }, url };
      },
      transformObject: (input) => withRetryAfter(withoutUnusedSchemas(transformObject(input))),
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
