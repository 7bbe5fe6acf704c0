import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyParts } from '@sirkula/domain/integrations/rules';

const PUBLIC_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new key: a random public id to find it by and 32 random bytes of secret. */
export function newKeyParts(): KeyParts {
  const publicId = Array.from(randomBytes(12), (byte) => PUBLIC_ID_ALPHABET[byte % 36]).join('');
  return { publicId, secret: randomBytes(32).toString('base64url') };
}

export function hashOfSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashOfSecret(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
