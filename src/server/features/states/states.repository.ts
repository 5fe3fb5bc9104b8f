import type { TDropdownState } from '../../../shared/schemas/states';
import type { Db } from '../../db/database';

export function findDropdownStates(db: Db) {
  return db
    .selectFrom('dropdownStates')
    .select(['stateShort', 'stateFull', 'stateActive'])
    .orderBy('stateFull')
    .execute();
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
