import { US_STATES } from '../../../shared/constants/states';
import type { TDropdownState } from '../../../shared/schemas/candidates';
import type { Seeder } from '../../db/seeder';
import type { Db } from '../../db/database';
import * as repository from './states.repository';

/** The states of the structured address form's dropdown; only active ones are offered to visitors. */
export function findDropdownStates(db: Db): Promise<TDropdownState[]> {
  return repository.findDropdownStates(db);
}

export const dropdownStatesSeeder: Seeder = {
  name: 'dropdown states',
  run: (trx) =>
    repository
      .createDropdownStates(
        trx,
        US_STATES.map(([stateShort, stateFull]) => ({
          stateShort,
          stateFull,
          stateActive: stateShort === 'NY',
        })),
      )
      .then(() => undefined),
};
