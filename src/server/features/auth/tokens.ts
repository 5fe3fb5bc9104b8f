import { createHash, randomBytes } from 'node:crypto';

/**
 * The random tokens of sessions, sign-in challenges and trusted devices: 256 bits, sent to the browser; only
 * their SHA-256 is stored, so a database leak yields none of them.
 */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
