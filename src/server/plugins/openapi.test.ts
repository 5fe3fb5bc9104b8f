import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

type TOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; schema: { examples?: unknown[]; example?: unknown } }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type TDocument = {
  openapi: string;
  servers: unknown[];
  paths: Record<string, Record<string, TOperation>>;
  components: { schemas: Record<string, unknown> };
};

/** Fastify's `/api/books/:id` as OpenAPI writes it: `/api/books/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Whether a schema carries an example, on itself or on its parts (the viewer composes an example from
 * them), following `$ref`s so an example kept on a shared schema counts where it is used.
 */
function hasExample(schema: unknown, document: TDocument, seen = new Set<unknown>()): boolean {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return false;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.examples) || 'example' in node) return true;
  if (typeof node.$ref === 'string') {
    const target = document.components.schemas[node.$ref.replace('#/components/schemas/', '')];
    return hasExample(target, document, seen);
  }
  const parts = [
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(node[key]) ? node[key] : [])),
    ...Object.values((node.properties as Record<string, unknown> | undefined) ?? {}),
    node.items,
  ];
  return parts.some((part) => hasExample(part, document, seen));
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: TDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    // Without PUBLIC_URL the server is the origin the document is read from.
    expect(document.servers).toEqual([{ url: '/', description: 'This site' }]);
  });

  it('lists every registered /api route, and nothing else', () => {
    const registered = t.app.registeredRoutes
      .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
      .filter(({ url }) => !url.startsWith(DOCS_PREFIX) && url !== OPENAPI_PATH)
      .map(({ method, url }) => `${method} ${toOpenApiPath(url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThanOrEqual(19);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('describes every operation, with an example of its answer and of its body', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.description, where).toBeTruthy();
        // JSON, apart from the calendar files (text/calendar) and the candidates' CSV files (text/csv).
        const content = operation.responses['200']?.content;
        const answer = (content?.['application/json'] ?? content?.['text/calendar'] ?? content?.['text/csv'])
          ?.schema;
        expect(hasExample(answer, document), `${where} answer`).toBe(true);
        for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {}))
          expect(hasExample(schema, document), `${where} ${type} body`).toBe(true);
        // Each error status on its own (no 4XX or 5XX ranges), so a client learns which refusals to expect.
        const errors = Object.keys(operation.responses).filter((status) => status !== '200');
        expect(errors, `${where} refusals`).toContain('503');
        for (const status of errors) expect(status, where).toMatch(/^(4|5)\d\d$/);
      }
    }
  });

  it('names every operation once', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks exactly the calls that refuse a visitor as needing a session, and documents every refusal', async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{page}', '1');
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.security, where).toEqual(response.statusCode === 401 ? [{ session: [] }] : []);
        // A visitor's bare call (no body, an unknown id) is refused with a status the document lists.
        expect(Object.keys(operation.responses), where).toContain(String(response.statusCode));
      }
    }
  });

  it('shows the document in a viewer whose page runs no inline script', async () => {
    const page = await t.app.inject(`${DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<script src="[^"]*swagger-initializer\.js"/);
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });
});
