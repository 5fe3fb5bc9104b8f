import type { Db } from '../../db/database';
import { hashToken, newToken } from './tokens';
import { countHits, type TRateLimitCheck, type TRateLimitRule } from '../rate-limits/rate-limits.service';
import {
  createTrustedDevice,
  deleteTrustedDevicesBefore,
  findTrustedDevice,
} from './trusted-devices.repository';

/**
 * Failed sign-ins, after OWASP's "device cookie" scheme: a device that has signed in to an account before
 * carries a random token naming it, and its failures are counted on their own. Everyone else is counted per
 * (email, address), per address and per email. So a guesser elsewhere can lock out only the untrusted
 * devices of an email, never the owner's own device; and after a few failures in a row, attempts slow to
 * one a minute before they are refused.
 */
const WINDOW_MS = 15 * 60_000;
const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
const SLOW_DOWN = 'Too many attempts. Please wait a minute and try again.';
/** Failures of one (email, address) or one device before attempts slow to one a minute. */
const SLOW_DOWN_AFTER = 5;

const SIGN_IN_LIMITS = {
  byEmailAndAddress: {
    bucket: 'sign-in-failure:email-ip',
    limit: 10,
    windowMs: WINDOW_MS,
    message: TOO_MANY,
  },
  // Higher, as a household or an office shares one address.
  byAddress: { bucket: 'sign-in-failure:ip', limit: 30, windowMs: WINDOW_MS, message: TOO_MANY },
  // Untrusted devices only: guesses spread over many addresses.
  byEmail: { bucket: 'sign-in-failure:email', limit: 10, windowMs: WINDOW_MS, message: TOO_MANY },
  byDevice: { bucket: 'sign-in-failure:device', limit: 10, windowMs: WINDOW_MS, message: TOO_MANY },
  // Wrong two-factor codes from untrusted devices and wrong passwords on the account page: only someone who
  // has the password (or a session) gets that far. A trusted device's codes count on their own, and a
  // recovery code (50 random bits) is not counted per account at all, so whoever spends this limit still
  // leaves the owner a way in (ADR 46).
  secondStep: { bucket: 'second-step-failure:user', limit: 10, windowMs: WINDOW_MS, message: TOO_MANY },
  secondStepByDevice: {
    bucket: 'second-step-failure:device',
    limit: 10,
    windowMs: WINDOW_MS,
    message: TOO_MANY,
  },
  slowDown: { bucket: 'sign-in-failure:slow', limit: 1, windowMs: 60_000, message: SLOW_DOWN },
} satisfies Record<string, TRateLimitRule>;

const TRUSTED_DEVICE_LIFETIME_MS = 180 * 24 * 3600_000;

/** Where a sign-in attempt comes from: the client's address and the device cookie it sent, if any. */
export type TSignInClient = { address: string; deviceToken?: string | undefined };

async function trustedDeviceFor(db: Db, email: string, token: string | undefined, now: Date) {
  if (!token) return null;
  const device = await findTrustedDevice(db, hashToken(token), now);
  return device && device.email.toLowerCase() === email.toLowerCase() ? device : null;
}

/**
 * The (rule, key) pairs one sign-in attempt counts against, the same for every account (ADR 46): with or
 * without two-factor sign-in, wrong passwords from untrusted devices count per email, so no account's
 * password can be guessed without limit, and past the limit a right password is refused like a wrong one.
 */
export async function signInChecks(
  db: Db,
  email: string,
  client: TSignInClient,
  now: Date,
): Promise<TRateLimitCheck[]> {
  const device = await trustedDeviceFor(db, email, client.deviceToken, now);
  const key = email.toLowerCase();
  const checks: TRateLimitCheck[] = device
    ? [[SIGN_IN_LIMITS.byDevice, device.tokenHash]]
    : [
        [SIGN_IN_LIMITS.byEmailAndAddress, `${key} ${client.address}`],
        [SIGN_IN_LIMITS.byAddress, client.address],
        [SIGN_IN_LIMITS.byEmail, key],
      ];
  // Every attempt is counted per minute too; the one-a-minute limit applies once the failures pile up.
  const [mainCheck] = checks as [TRateLimitCheck];
  const isSlowedDown = (await countHits(db, mainCheck, now)) >= SLOW_DOWN_AFTER;
  const slowDown = { ...SIGN_IN_LIMITS.slowDown, limit: isSlowedDown ? 1 : Number.MAX_SAFE_INTEGER };
  checks.push([slowDown, `${mainCheck[0].bucket} ${mainCheck[1]}`]);
  return checks;
}

/** What a check a signed-in user makes (a password on the account page) counts against. */
export function accountCheckChecks(userId: string, address: string): TRateLimitCheck[] {
  return [
    [SIGN_IN_LIMITS.secondStep, userId],
    [SIGN_IN_LIMITS.byAddress, address],
  ];
}

/**
 * What the second step of a sign-in counts against (ADR 46): a code from a device trusted for the account
 * counts per device; a recovery code per address only; any other code per account and per address.
 */
export async function secondStepChecks(
  db: Db,
  user: { id: string; email: string },
  client: TSignInClient,
  { isRecoveryCode, now }: { isRecoveryCode: boolean; now: Date },
): Promise<TRateLimitCheck[]> {
  const byAddress: TRateLimitCheck = [SIGN_IN_LIMITS.byAddress, client.address];
  if (isRecoveryCode) return [byAddress];
  const device = await trustedDeviceFor(db, user.email, client.deviceToken, now);
  return device
    ? [[SIGN_IN_LIMITS.secondStepByDevice, device.tokenHash], byAddress]
    : [[SIGN_IN_LIMITS.secondStep, user.id], byAddress];
}

/**
 * After a successful sign-in: a new device cookie, unless the device already holds one for this account.
 */
export async function trustDevice(
  db: Db,
  user: { id: string; email: string },
  deviceToken: string | undefined,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  if (await trustedDeviceFor(db, user.email, deviceToken, now)) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_LIFETIME_MS);
  await createTrustedDevice(db, { tokenHash: hashToken(token), userId: user.id, expiresAt });
  return { token, expiresAt };
}

/** Device tokens past their time. Returns how many went. The maintenance job calls this on a schedule. */
export function deleteExpiredTrustedDevices(db: Db, now: Date): Promise<number> {
  return deleteTrustedDevicesBefore(db, now);
}
