import type { TDropdownState } from '../../../shared/schemas/states';
import type { Db } from '../../db/database';

/** With `lock`, the rows stay locked until the transaction ends (an update reads what it replaces). */
export function findDropdownStates(db: Db, { lock = false } = {}) {
  const query = db
    .selectFrom('dropdownStates')
    .select(['stateShort', 'stateFull', 'stateActive'])
    .orderBy('stateFull');
  return (lock ? query.forUpdate() : query).execute();
}

/** Writes every entry's active flag; an entry the table lacks is added. */
export function updateDropdownStates(db: Db, states: TDropdownState[]) {
  return db
    .insertInto('dropdownStates')
    .values(states)
    .onConflict((oc) =>
      oc.column('stateShort').doUpdateSet((eb) => ({ stateActive: eb.ref('excluded.stateActive') })),
    )
    .execute();
}
