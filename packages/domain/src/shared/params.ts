import { z } from 'zod';

/** The path parameters of an endpoint about one record: `/…/:id`, the record's UUID. */
export const idParams = z.object({ id: z.uuid() });
