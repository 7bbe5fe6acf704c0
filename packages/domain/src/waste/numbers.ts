/**
 * The numbers a waste record is known by, in a module without zod so the public pages can check them
 * without loading the validation library.
 */
export const REGISTRATION_NUMBER = /^SRK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const TRANSACTION_NUMBER = /^WST-\d{4}-\d{6}$/;

/** Crockford base-32 reads the letters people mistake for digits as those digits. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * A registration number as someone types it from a label (`srk 7k2m 9qxd`, `SRK7K2MOQXD`), in the
 * label's form, or null when it cannot be one.
 */
export function typedRegistrationNumber(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('SRK') || compact.length !== 11) return null;
  const body = [...compact.slice(3)].map((character) => LOOK_ALIKES[character] ?? character).join('');
  const number = `SRK-${body.slice(0, 4)}-${body.slice(4)}`;
  return REGISTRATION_NUMBER.test(number) ? number : null;
}
