import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface CaptchaOptions {
  secret: string;
  /** PBKDF2 iterations per attempt and the highest counter: together, the work a browser must do. */
  cost: number;
  maxCounter: number;
}

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The self-hosted ALTCHA proof-of-work captcha ('Security Check'). Challenges are signed, expire after
 * ten minutes and are accepted once.
 */
export function createCaptcha(options: CaptchaOptions) {
  const hmacSignatureSecret = createHmac('sha256', options.secret).update('altcha').digest('hex');
  const used = new Map<string, number>();

  function forgetExpired(now: number) {
    for (const [nonce, expiry] of used) if (expiry < now) used.delete(nonce);
  }

  return {
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.cost,
        counter: randomInt(Math.floor(options.maxCounter / 2), options.maxCounter),
        deriveKey,
        hmacSignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),

    async verify(payload: string): Promise<boolean> {
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (!parsed.challenge || !parsed.solution) return false;
      const nonce = parsed.challenge.parameters.nonce;
      const now = Date.now();
      forgetExpired(now);
      if (used.has(nonce)) return false;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
      });
      if (!result.verified) return false;
      used.set(nonce, now + CHALLENGE_LIFETIME_MS);
      return true;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
