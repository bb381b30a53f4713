// Password hashing (argon2id), one-time codes and opaque tokens. Secrets are stored only as hashes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane.
const ARGON_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON_OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check so that unknown accounts cannot be told apart by timing.
    await argon2.hash(password, ARGON_OPTIONS);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are hashed with a server secret so a leaked table cannot be brute-forced offline. */
export const hashCode = (code: string, secret: string) => createHash('sha256').update(`${secret}:${code}`).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `ORD-` and 8 characters from an alphabet without look-alikes (no 0/O, 1/I). */
export function newOrderId(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ORDER_ID_ALPHABET[randomInt(0, ORDER_ID_ALPHABET.length)];
  return `ORD-${s}`;
}
