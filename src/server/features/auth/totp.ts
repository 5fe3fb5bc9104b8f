import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app expects) and recovery
 * codes. A code is accepted one step either side of now (clocks drift), never twice: the step of the last
 * accepted code is stored and a code of that step or earlier is refused.
 */
const TOTP_ISSUER = 'Voter Guide';
const PERIOD_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD_SECONDS });
}

/** The otpauth:// URI as a QR code (an SVG data URL the page shows as an image). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step the code belongs to when it is right and later than `afterStep`; null otherwise. */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The secret as stored: with MFA_ENCRYPTION_KEY, AES-256-GCM under that key, bound to the user's id (a
 * sealed secret copied to another user's row does not open), as `v1:<iv>.<tag>.<ciphertext>`; without a
 * key, the Base32 secret itself. A Base32 secret never contains ':', so the two cannot be confused, and
 * secrets stored before a key was configured keep working.
 */
const SEALED_PREFIX = 'v1:';

export function sealSecret(secret: string, userId: string, key: string | null): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return `${SEALED_PREFIX}${parts.join('.')}`;
}

export function openSecret(stored: string, userId: string, key: string | null): string {
  if (!stored.startsWith(SEALED_PREFIX)) return stored;
  if (!key) throw new Error('A two-factor secret is stored encrypted, but MFA_ENCRYPTION_KEY is not set');
  const [iv = '', tag = '', sealed = ''] = stored.slice(SEALED_PREFIX.length).split('.');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

const RECOVERY_CODE_COUNT = 10;
// 10 characters from 32 (5 bits each): 50 bits of entropy, so a fast hash is enough.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz0123456789'.replace('1', '');

/** Ten fresh codes as shown to the user (xxxxx-xxxxx). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form: SHA-256 of the code without its dash, lower-cased (how ZRecoveryCodeSchema normalises it). */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
