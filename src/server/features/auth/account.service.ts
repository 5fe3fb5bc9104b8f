import {
  TWO_FACTOR_MESSAGES,
  type TChangePasswordForm,
  type TDisableTwoFactorForm,
  type TTwoFactorSetup,
  type TTwoFactorStatus,
} from '../../../shared/schemas/auth';
import { AppError } from '../../../shared/errors';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import {
  clearTotp,
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  deleteSessionsOfUser,
  enableTotp,
  getUserById,
  replaceRecoveryCodes,
  setTotpSecret,
  updateUserPassword,
  type UserRow,
} from './auth.repository';
import {
  acceptSecondFactor,
  countedCheck,
  startSession,
  type TNewSession,
  type TSessionUser,
} from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  qrCodeDataUrl,
  sealSecret,
  totpUri,
  verifyTotp,
} from './totp';

/**
 * The account page (`/account`): two-factor sign-in set-up (ADR 0024) and the password change. Every call
 * is the signed-in user's own; checks of a password or a code count toward the sign-in limits.
 */
/** `mfaKey`: MFA_ENCRYPTION_KEY, when configured (the TOTP secret is stored encrypted with it). */
type TCaller = { user: TSessionUser; ip: string; now?: Date; mfaKey?: string | null };

async function currentUser(db: Db, user: TSessionUser): Promise<UserRow> {
  const row = isUuid(user.id) ? await getUserById(db, user.id) : undefined;
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return row;
}

export async function twoFactorStatus(
  db: Db,
  user: TSessionUser,
  mfaRequired: boolean,
): Promise<TTwoFactorStatus> {
  const row = await currentUser(db, user);
  return {
    enabled: row.totpEnabledAt !== null,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.totpEnabledAt ? await countUnusedRecoveryCodes(db, row.id) : 0,
    required: mfaRequired && row.role === 'admin',
  };
}

/** A new secret, not in force until confirmed with a code; starting again replaces an unconfirmed one. */
export async function startTwoFactorSetup(
  db: Db,
  user: TSessionUser,
  mfaKey: string | null = null,
): Promise<TTwoFactorSetup> {
  const row = await currentUser(db, user);
  if (row.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
  const secret = newTotpSecret();
  await setTotpSecret(db, row.id, sealSecret(secret, row.id, mfaKey));
  const uri = totpUri(secret, row.email);
  return { secret, uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
}

async function storeNewRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** The first right code turns two-factor sign-in on; the answer carries the ten recovery codes, once. */
export async function confirmTwoFactorSetup(
  db: Db,
  { user, ip, now = new Date(), mfaKey = null }: TCaller,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const row = await currentUser(db, user);
  if (row.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
  if (!row.totpSecret) throw new AppError('BAD_REQUEST', 'Start the set-up first.');
  const secret = openSecret(row.totpSecret, row.id, mfaKey);
  let step: number | null = null;
  await countedCheck(
    db,
    { userId: row.id, ip, now },
    async () => {
      step = await verifyTotp(secret, code, null, now);
      return step !== null;
    },
    new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.wrongCode),
  );
  return db.transaction().execute(async (trx) => {
    const enabled = await enableTotp(trx, row.id, now, step ?? 0);
    if (enabled.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    return { recoveryCodes: await storeNewRecoveryCodes(trx, row.id) };
  });
}

/** Needs the password and a current code; an admin cannot turn it off when ADMIN_MFA=required. */
export async function disableTwoFactor(
  db: Db,
  { user, ip, now = new Date(), mfaKey = null }: TCaller,
  { password, code }: TDisableTwoFactorForm,
  mfaRequired: boolean,
): Promise<void> {
  const row = await currentUser(db, user);
  if (mfaRequired && row.role === 'admin')
    throw new AppError('FORBIDDEN', 'Two-factor sign-in is required for administrators on this site.');
  if (!row.totpEnabledAt) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.');
  await countedCheck(
    db,
    { userId: row.id, ip, now },
    async () =>
      (await verifyPassword(row.passwordHash, password)) &&
      acceptSecondFactor(db, row, { code }, now, mfaKey),
    new AppError('BAD_REQUEST', 'The password or the code is not right.'),
  );
  await db.transaction().execute(async (trx) => {
    await clearTotp(trx, row.id);
    await deleteRecoveryCodes(trx, row.id);
  });
}

/** Ten new recovery codes in place of the old ones (used or not), after a current code. */
export async function regenerateRecoveryCodes(
  db: Db,
  { user, ip, now = new Date(), mfaKey = null }: TCaller,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const row = await currentUser(db, user);
  if (!row.totpEnabledAt) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.');
  await countedCheck(
    db,
    { userId: row.id, ip, now },
    () => acceptSecondFactor(db, row, { code }, now, mfaKey),
    new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.wrongCode),
  );
  return { recoveryCodes: await storeNewRecoveryCodes(db, row.id) };
}

/**
 * A new password after the current one. Every session of the user ends, the caller's own included, and the
 * caller gets a new one: other devices (perhaps whoever knew the old password) are signed out.
 */
export async function changePassword(
  db: Db,
  { user, ip, now = new Date() }: TCaller,
  { currentPassword, newPassword }: TChangePasswordForm,
): Promise<TNewSession> {
  const row = await currentUser(db, user);
  await countedCheck(
    db,
    { userId: row.id, ip, now },
    () => verifyPassword(row.passwordHash, currentPassword),
    new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.currentPassword),
  );
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, row.id, passwordHash);
    await deleteSessionsOfUser(trx, row.id);
    return startSession(trx, row, now);
  });
}
