import { z } from 'zod';

/** Up to a hundred record ids, comma-separated, for one sheet of labels. */
export const labelIds = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

export const wasteParams = z.object({ id: z.uuid() });
