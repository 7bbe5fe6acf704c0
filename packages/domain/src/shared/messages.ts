import { formatDate, formatNumber } from './format.ts';
import type { Language } from './languages.ts';

/**
 * A value for a message's {{placeholder}}: text as it is, or a calendar date, a number or another
 * message key, each written the way the reader's language writes it.
 */
export type MessageValue = string | { date: string } | { number: number } | { key: string };
export type MessageValues = Record<string, MessageValue>;

/** A message key, or a key with values for its {{placeholders}}. */
export type Message = string | { key: string; values: MessageValues };

/** Looks a key up in the reader's catalogue: the server's `translate`, or i18next's `t` in the browser. */
export type Translator = (key: string, values?: Record<string, string>) => string;

function written(language: Language, translate: Translator, values: MessageValues) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      if ('date' in value) return [name, formatDate(value.date, language)];
      if ('number' in value) return [name, formatNumber(value.number, language)];
      return [name, translate(value.key)];
    }),
  );
}

/** A message in the reader's language, written the same by the server's refusals and the web's forms. */
export function sayMessage(message: Message, language: Language, translate: Translator): string {
  return typeof message === 'string'
    ? translate(message)
    : translate(message.key, written(language, translate, message.values));
}
