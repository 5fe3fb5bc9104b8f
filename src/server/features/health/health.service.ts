import type { Database } from '../../db/database';

export type TReadiness = { ready: boolean; database: 'up' | 'down' };

export async function checkReadiness(database: Database): Promise<TReadiness> {
  try {
    await database.ping();
    return { ready: true, database: 'up' };
  } catch {
    return { ready: false, database: 'down' };
  }
}
