import { z } from 'zod';
import { KEY_SCOPES } from '../shared/contract.ts';
import { pageQuery } from '../shared/lists.ts';

/** Staff create a key for one company's devices, or for the provider's own (no company). */
export const keyInput = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
  companyId: z
    .uuid({ message: 'integrations.validation.company' })
    .nullish()
    .transform((value) => value ?? null),
  scopes: z
    .array(z.enum(KEY_SCOPES, { message: 'integrations.validation.scopes' }))
    .min(1, 'integrations.validation.scopes')
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'integrations.validation.expiresAt' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});
export type KeyInput = z.input<typeof keyInput>;
export type KeyValues = z.output<typeof keyInput>;

export const listKeysQuery = pageQuery.extend({
  companyId: z.uuid().optional(),
  status: z.enum(['active', 'all']).default('active'),
});
export type KeyListFilter = z.output<typeof listKeysQuery>;
