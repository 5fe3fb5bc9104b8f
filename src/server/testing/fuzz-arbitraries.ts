import fc from 'fast-check';

/**
 * fast-check arbitraries derived from JSON schemas (the OpenAPI document of the REST routes, and
 * z.toJSONSchema of the tRPC inputs): valid-shaped values, and mutations of them that no schema accepts.
 */
export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  default?: unknown;
};

/** Resolves `#/components/schemas/…` (OpenAPI) and `#/$defs/…` (z.toJSONSchema) references. */
export type TResolve = (ref: string) => TJsonSchema;

const MAX_DEPTH = 6;

/** A string that matches a pattern, or plain text when fast-check cannot generate from it. */
function stringFor(schema: TJsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern in a syntax JavaScript does not read: plain text below.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberFor(schema: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const [low, high] = [Math.max(min, -1e9), Math.min(max, 1e9)];
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) })
    : fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

/** A value of the schema's shape (valid, as far as JSON schema can tell: refinements may still refuse it). */
export function arbitraryOf(
  schema: TJsonSchema | undefined,
  resolve: TResolve,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((variant) => arbitraryOf(variant, resolve, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], resolve, depth + 1);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, resolve, depth)));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(arbitraryOf(schema.items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, resolve, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Characters no text field takes (NUL used to reach Postgres): control characters and lone surrogates.
 * Not line breaks or U+2028, which are text.
 */
export const POISON = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0008',
  // Bidirectional overrides and isolates (issue 26).
  '\u202e',
  '\u2066',
];

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** 200 levels of nested arrays and objects. */
export const DEEPLY_NESTED: unknown = Array.from({ length: 200 }).reduce<unknown>(
  (inner, _, level) => (level % 2 ? { a: inner } : [inner]),
  'bottom',
);

const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, ['a'], { a: 1 }, '', 'text'];

/** Strings in a query or a path that must not reach a lookup: ids and pages out of range. */
export const BAD_SCALARS = [
  'not-a-uuid',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '-99999999999999999999',
  '99999999999999999999',
  '2147483648',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '',
  ' ',
  '%00',
  "1' OR '1'='1",
  '../../etc/passwd',
  'x'.repeat(300),
];

/** Every string inside a value, with a poison character put in its middle. */
export function poisonStrings(value: unknown, poison: string): unknown {
  if (typeof value === 'string') {
    const middle = Math.floor(value.length / 2);
    return `${value.slice(0, middle)}${poison}${value.slice(middle)}` || poison;
  }
  if (Array.isArray(value)) return value.map((item) => poisonStrings(item, poison));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, poisonStrings(item, poison)]));
  return value;
}

/** Every string inside a value replaced with characters that show nothing (issue 26). */
function invisibleStrings(value: unknown): unknown {
  if (typeof value === 'string') return '\u200b\ufeff\u2060';
  if (Array.isArray(value)) return value.map(invisibleStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, invisibleStrings(item)]));
  return value;
}

/**
 * A change that makes a valid-shaped body invalid: a required field dropped, a field of the wrong type,
 * a 1 MB string, deep nesting, a poisoned string, strings that show nothing, or a body that is not an
 * object at all.
 */
export function invalidBody(
  valid: fc.Arbitrary<unknown>,
  schema: TJsonSchema | undefined,
  resolve: TResolve,
) {
  const shape = schema?.$ref ? resolve(schema.$ref) : schema;
  const required = shape?.required ?? [];
  const keys = Object.keys(shape?.properties ?? {});
  const asObject = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...WRONG_TYPES, DEEPLY_NESTED, ONE_MEGABYTE),
    valid.chain((value) => fc.constantFrom(...POISON).map((poison) => poisonStrings(value, poison))),
    valid.map(invisibleStrings),
  ];
  if (required.length)
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...asObject(value) };
        delete copy[key];
        return copy;
      }),
    );
  if (keys.length)
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...keys), fc.constantFrom(...WRONG_TYPES, DEEPLY_NESTED, ONE_MEGABYTE))
        .filter(([, key, wrong]) => !isAccepted(shape?.properties?.[key], wrong, resolve))
        .map(([value, key, wrong]) => ({ ...asObject(value), [key]: wrong })),
    );
  return fc.oneof(...mutations);
}

/** Whether a replacement value could pass the property's own schema (then it is no mutation). */
function isAccepted(schema: TJsonSchema | undefined, value: unknown, resolve: TResolve, depth = 0): boolean {
  if (!schema || depth > MAX_DEPTH) return true;
  if (schema.$ref) return isAccepted(resolve(schema.$ref), value, resolve, depth + 1);
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return schema.const === value;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((variant) => isAccepted(variant, value, resolve, depth + 1));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return true;
  return types.some((type) => {
    if (type === 'null') return value === null;
    if (type === 'array') return Array.isArray(value);
    if (type === 'object') return !!value && typeof value === 'object' && !Array.isArray(value);
    if (type === 'integer') return Number.isInteger(value);
    if (type === 'string')
      return (
        typeof value === 'string' &&
        value.length <= (schema.maxLength ?? Infinity) &&
        value.length >= (schema.minLength ?? 0)
      );
    return typeof value === type;
  });
}

/** A stack trace, or anything of the database's own words, in a response body. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:[\w$.<>[\] ]{1,200} \()?(?:file:\/\/|node:|\/)[^\s)"]*:\d+:\d+/],
  // Linear on a 1 MB body: no unbounded run before the anchor word.
  ['an error with frames', /\bError: [^"\n]{0,500}(?:\\n|\n)\s+at /],
  ['a source path', /\/(?:src|node_modules|dist)\/[\w./-]+\.(?:ts|js|mjs|cjs)\b/],
  ['SQL', /\b(?:SELECT\b[^\n]{0,200}?\bFROM|INSERT INTO|DELETE FROM|UPDATE "?\w+"? SET)\b/],
  ['a relation name', /\brelation "[^"]+"/],
  [
    'a Postgres error',
    /syntax error at or near|invalid input syntax for type|violates [\w -]{1,30}constraint|duplicate key value|column "[^"]+" (?:does not exist|of relation)|invalid byte sequence for encoding/,
  ],
];

/** Every string in a JSON body, decoded (quotes and newlines as they are, not escaped). */
function textsOf(body: string): string {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  try {
    collect(JSON.parse(body));
  } catch {
    // Not JSON: the raw body is all there is.
  }
  return texts.join('\n');
}

export function findLeak(body: string): string | null {
  for (const text of [body, textsOf(body)])
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(text);
      if (match) return `${what}: ${match[0].slice(0, 120)}`;
    }
  return null;
}
