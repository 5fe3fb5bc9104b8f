import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { ZAdminAccountSchema } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hasAnyAdmin } from './auth.repository';
import { createOrPromoteAdmin } from './auth.service';

export const FIRST_RUN_ADMIN_EMAIL = 'admin@example.org';

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD make sure that admin exists (an existing user is promoted and
 * takes the configured password). On the first start of a fresh embedded database with no admin configured, an
 * admin with a random password is created and its credentials logged once, so a newcomer can try the
 * admin pages.
 */
export async function ensureAdmin(
  db: Db,
  {
    config,
    logger,
    isFreshEmbeddedDatabase,
  }: { config: Config; logger: Logger; isFreshEmbeddedDatabase: boolean },
) {
  const { email, password, name } = config.admin;
  if (email && password) {
    const account = ZAdminAccountSchema.parse({ name, email, password });
    const { outcome } = await createOrPromoteAdmin(db, account, { takeOverPassword: true });
    if (outcome !== 'already-admin')
      logger.info({ email, outcome }, 'administrator from ADMIN_EMAIL is ready');
    return;
  }
  if (!isFreshEmbeddedDatabase || (await hasAnyAdmin(db))) return;
  const generatedPassword = randomBytes(12).toString('base64url');
  const account = ZAdminAccountSchema.parse({
    name,
    email: FIRST_RUN_ADMIN_EMAIL,
    password: generatedPassword,
  });
  await createOrPromoteAdmin(db, account);
  logger.warn(
    { email: FIRST_RUN_ADMIN_EMAIL, password: generatedPassword },
    'created an administrator for this new embedded database; sign in at /login with these credentials ' +
      '(shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)',
  );
}
