import type { Transaction } from 'kysely';
import type { DB } from './types';

/** One feature's demo content; the seeders run in order, in one transaction (see seed.ts). */
export type Seeder = { name: string; run(trx: Transaction<DB>): Promise<void> };
