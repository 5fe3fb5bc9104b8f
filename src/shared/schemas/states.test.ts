import { US_STATES } from '../constants/states';
import { DROPDOWN_MESSAGES, ZDropdownUpdateSchema, type TDropdownState } from './states';

const fullList = (): TDropdownState[] =>
  US_STATES.map(([stateShort, stateFull]) => ({ stateShort, stateFull, stateActive: stateShort === 'NY' }));
const messagesFor = (list: unknown) =>
  ZDropdownUpdateSchema.safeParse(list).error?.issues.map((issue) => issue.message) ?? [];

describe('dropdown update validation', () => {
  it('accepts the full list, each state once with its own name', () => {
    expect(messagesFor(fullList())).toEqual([]);
    expect(messagesFor(fullList().reverse())).toEqual([]);
  });

  it('names every problem: unknown states, states listed twice, missing states', () => {
    const list = fullList().filter((state) => state.stateShort !== 'AK' && state.stateShort !== 'TX');
    list.push(
      { stateShort: 'XX', stateFull: 'Xanadu', stateActive: false },
      { stateShort: 'TX', stateFull: 'Texas ', stateActive: true },
      { stateShort: 'OH', stateFull: 'Ohio', stateActive: true },
    );
    expect(messagesFor(list)).toEqual([
      'Unknown state: XX (Xanadu)',
      'Unknown state: TX (Texas )',
      'OH is listed more than once',
      'The list must hold every state; missing: AK, TX',
    ]);
  });

  it('refuses entries of the wrong shape', () => {
    expect(messagesFor({ data: fullList() })).toEqual(['Invalid input: expected array, received object']);
    const [first, ...rest] = fullList();
    expect(messagesFor([{ ...first, stateActive: 'yes' }, ...rest])[0]).toMatch(/expected boolean/);
    expect(DROPDOWN_MESSAGES.duplicate('NY')).toBe('NY is listed more than once');
  });
});
