import type { Db } from '../../db/database';

export function findDropdownStates(db: Db) {
  return db
    .selectFrom('dropdownStates')
    .select(['stateShort', 'stateFull', 'stateActive'])
    .orderBy('stateFull')
    .execute();
}

export function createDropdownStates(
  db: Db,
  states: Array<{ stateShort: string; stateFull: string; stateActive: boolean }>,
) {
  return db
    .insertInto('dropdownStates')
    .values(states)
    .onConflict((oc) => oc.column('stateShort').doNothing())
    .execute();
}
