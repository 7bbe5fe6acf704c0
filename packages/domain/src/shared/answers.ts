import { z } from 'zod';

/**
 * A moment the server holds as a Date and sends as its ISO string. The codec says both, so the server
 * answers Dates while the web app's types, read from the JSON side, have strings, as they arrive.
 */
export const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * An answer as the browser receives it: the JSON side of its schema (timestamps as ISO strings). The web
 * app types its API calls with these and never re-types an answer by hand.
 */
export type Answer<T extends z.ZodType> = z.input<T>;

/** What an action with nothing else to show answers: a translated sentence for the user. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = Answer<typeof messageAnswer>;
