import fc from 'fast-check';
import { ZStructuredAddressSchema } from './schemas/candidates';
import { STRUCTURED_ADDRESS_MAX } from './constants/address-fields';
import { readStructuredAddress } from './structured-address';

const VALID = { street: '350 Fifth Avenue', city: 'New York', state: 'NY', postalcode: '10118' };

// Characters at the edges of the rules: whitespace trim removes (tab, VT, no-break space, line separator),
// control characters, forbidden ones, digits, a non-ASCII digit, a lone surrogate.
const EDGE_CHARACTERS = [' ', '\t', '\n', '\u000b', '\u00a0', '\u2028', '\u0000', '\u007f', '#', '/', '?'];
const OTHER_CHARACTERS = ['a', 'Z', 'é', '0', '5', '9', '٣', '-', '.', ',', '\ud800', '🗳'];
const character = fc.constantFrom(...EDGE_CHARACTERS, ...OTHER_CHARACTERS);

/** Text around a limit: `length` letters, padded with whitespace that trimming removes. */
const aroundLimit = (max: number) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t'), fc.integer({ min: 0, max: max + 2 }), fc.constantFrom('', ' '))
    .map(([before, length, after]) => `${before}${'a'.repeat(length)}${after}`);

const anyValue = (max: number) =>
  fc.oneof(
    fc.string({ unit: character, maxLength: 8 }),
    aroundLimit(max),
    fc.stringMatching(/^\s?\d{4,6}\s?$/),
    fc.constantFrom(undefined, null, 12345),
  );

const plainText = (max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'Z', 'é', '5', ' ', '-', '🗳'), minLength: 1, maxLength: max });

// Mostly a value the schema takes, so most addresses are refused for one field's sake, not for all five.
const fieldValue = (valid: fc.Arbitrary<string>, max: number) =>
  fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: anyValue(max), weight: 1 });

const addressFields = fc.record(
  {
    street: fieldValue(plainText(8), STRUCTURED_ADDRESS_MAX.street),
    city: fieldValue(plainText(8), STRUCTURED_ADDRESS_MAX.city),
    state: fieldValue(fc.constantFrom('NY', ' ca ', 'X'), STRUCTURED_ADDRESS_MAX.state),
    fullState: fieldValue(plainText(8), STRUCTURED_ADDRESS_MAX.fullState),
    postalcode: fieldValue(fc.stringMatching(/^\s?\d{5}\s?$/), 5),
    extra: fc.string(),
  },
  // An unknown key is dropped by both; a missing full state is fine for both.
  { requiredKeys: ['street', 'city', 'state', 'postalcode'] },
);

const bySchema = (fields: Record<string, unknown>) => {
  const parsed = ZStructuredAddressSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
};

describe('readStructuredAddress', () => {
  it('reads a result link as the form schema does', () => {
    const fields = { ...VALID, street: '  350 Fifth Avenue ', fullState: 'New York', extra: 'x' };
    expect(readStructuredAddress(fields)).toEqual({ ...VALID, fullState: 'New York' });
    expect(readStructuredAddress(fields)).toEqual(bySchema(fields));
  });

  it.each([
    ['a blank street', { ...VALID, street: '  ' }],
    ['a forbidden character', { ...VALID, city: 'New York?' }],
    ['a control character', { ...VALID, street: '350\u0000 Fifth' }],
    ['a long state', { ...VALID, state: 'NYC' }],
    ['a four-digit code', { ...VALID, postalcode: '1011' }],
    ['no postal code', { street: VALID.street, city: VALID.city, state: VALID.state }],
  ])('refuses %s, as the schema does', (_case, fields) => {
    expect(readStructuredAddress(fields)).toBeNull();
    expect(bySchema(fields)).toBeNull();
  });

  it('agrees with the form schema on any fields', () => {
    fc.assert(
      fc.property(addressFields, (fields) => {
        expect(readStructuredAddress(fields)).toEqual(bySchema(fields));
      }),
      { seed: 34, numRuns: 3000 },
    );
  });
});
