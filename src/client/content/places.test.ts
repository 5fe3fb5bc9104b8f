import { createI18n } from '../lib/i18n';
import { messages as spanish } from '../locales/es.po';
import { districtName, stateName } from './places';

describe('places named in the page’s language', () => {
  const es = createI18n('es', spanish);

  it('names a state and a statewide district in Spanish, and a district number as it is', () => {
    expect(stateName('North Carolina', es)).toBe('Carolina del Norte');
    expect(districtName('New York', es)).toBe('Nueva York');
    expect(districtName('At-large', es)).toBe('Distrito único');
    expect(districtName('33', es)).toBe('33');
  });

  it('shows a name it does not know as it came, even one that names a property of every object', () => {
    expect(stateName('Puerto Rico', es)).toBe('Puerto Rico');
    expect(districtName('constructor', es)).toBe('constructor');
    expect(stateName('toString', es)).toBe('toString');
  });
});
