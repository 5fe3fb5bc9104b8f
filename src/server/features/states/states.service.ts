import type { TDropdownState, TDropdownUpdate } from '../../../shared/schemas/states';
import type { Db } from '../../db/database';
import * as repository from './states.repository';

/**
 * The states of the structured address form's dropdown; only active ones are offered to visitors. Every
 * state is in the table from the migrations on (migrations/20261124000000_dropdown_states.sql).
 */
export function findDropdownStates(db: Db): Promise<TDropdownState[]> {
  return repository.findDropdownStates(db);
}

/** Saves which states are active, from the full list the admin sends; answers the list as it now stands. */
export function updateDropdownStates(db: Db, states: TDropdownUpdate): Promise<TDropdownState[]> {
  return db.transaction().execute(async (trx) => {
    await repository.updateDropdownStates(trx, states);
    return repository.findDropdownStates(trx);
  });
}
