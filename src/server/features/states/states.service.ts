import type { TDropdownState, TDropdownUpdate } from '../../../shared/schemas/states';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import * as repository from './states.repository';

/**
 * The states of the structured address form's dropdown; only active ones are offered to visitors. Every
 * state is in the table from the migrations on (migrations/20261124000000_dropdown_states.sql).
 */
export function findDropdownStates(db: Db): Promise<TDropdownState[]> {
  return remember(db, 'states.dropdown', ['dropdown_states'], () => repository.findDropdownStates(db));
}

/**
 * Saves which states are active, from the full list the admin sends; answers the list as it now stands.
 * Each state whose flag changed is one audit entry (its code is the entity id).
 */
export function updateDropdownStates(
  db: Db,
  states: TDropdownUpdate,
  actor: TWriteActor,
): Promise<TDropdownState[]> {
  return inTransaction(db, async (trx) => {
    const previous = new Map(
      (await repository.findDropdownStates(trx, { lock: true })).map((state) => [state.stateShort, state]),
    );
    await repository.updateDropdownStates(trx, states);
    const current = await repository.findDropdownStates(trx);
    for (const state of current) {
      const before = previous.get(state.stateShort);
      await recordAudit(trx, {
        actor,
        entityType: 'state',
        entityId: state.stateShort,
        before: before ? { stateFull: before.stateFull, stateActive: before.stateActive } : null,
        after: { stateFull: state.stateFull, stateActive: state.stateActive },
      });
    }
    return current;
  });
}
