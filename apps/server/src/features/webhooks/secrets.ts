import { randomBytes } from 'node:crypto';
import { SECRET_BYTES, webhookSecretOf } from '@sirkula/domain/webhooks/signing';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export function newWebhookSecret(): string {
  return webhookSecretOf(randomBytes(SECRET_BYTES));
}
