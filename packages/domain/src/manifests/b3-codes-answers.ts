import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { B3_CODE_CONFIDENCES, B3_CODE_TABLES, HAZARD_CHARACTERISTICS } from './b3-codes.ts';

/** One entry of the product's B3 waste code list, with how sure it is and where it came from. */
export const b3CodeAnswer = z.object({
  code: z.string(),
  category: z.literal([1, 2]),
  table: z.literal(B3_CODE_TABLES).nullable(),
  name: z.object({ id: z.string(), en: z.string().nullable() }),
  characteristics: z.array(z.enum(HAZARD_CHARACTERISTICS)),
  confidence: z.enum(B3_CODE_CONFIDENCES),
  sources: z.string(),
  notes: z.string().nullable(),
  /** When staff last changed or added it; null for an entry as seeded. */
  updatedAt: timestamp.nullable(),
});
export type B3CodeAnswer = Answer<typeof b3CodeAnswer>;

/** A page of the code list, and whether the reader may correct or add entries (staff). */
export const b3CodePage = pageSchema(b3CodeAnswer).extend({
  can: z.object({ change: z.boolean() }),
});
export type B3CodePage = Answer<typeof b3CodePage>;

/** One code as looked up: its entry, or null for a well-formed code the list does not hold. */
export const b3CodeLookup = z.object({ entry: b3CodeAnswer.nullable() });
export type B3CodeLookup = Answer<typeof b3CodeLookup>;

export const b3CodeChanged = z.object({ entry: b3CodeAnswer, message: z.string() });
export type B3CodeChanged = Answer<typeof b3CodeChanged>;
