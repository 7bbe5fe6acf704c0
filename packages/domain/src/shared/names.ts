/**
 * Titles written before an Indonesian name, lower-cased and without their dots: academic (Prof., Dr.,
 * Drs., Dra., Ir.), medical (dr., drg., drh.) and religious (Hj., Haji, Hajjah, KH. or K.H.). One-letter
 * ones (H. for Haji, R. for Raden) are left alone: they cannot be told from an initial.
 */
const TITLES_BEFORE = new Set(['prof', 'dr', 'drg', 'drh', 'drs', 'dra', 'ir', 'hj', 'haji', 'hajjah', 'kh']);

function isTitleBefore(word: string): boolean {
  return TITLES_BEFORE.has(word.toLowerCase().replaceAll('.', ''));
}

/** One word of a degree after the name: abbreviated with a dot (S.T., M.Kes., Sp.PD-KGEH) or SE, MBA. */
function isDegreeWord(word: string): boolean {
  return /^[A-Za-z()-]*\.[A-Za-z().-]*$/.test(word) || /^[A-Z]{2,3}$/.test(word);
}

/** A comma-separated part after the name, such as "S.T." or "M.M."; "Andi" (in "Wijaya, Andi") is not. */
function isDegree(part: string): boolean {
  const words = part.split(' ').filter(Boolean);
  return words.length > 0 && words.every(isDegreeWord);
}

/** Drops the degrees after the name, and a stray comma after it. */
function withoutDegrees(name: string): string {
  const parts = name.split(',');
  while (parts.length > 1 && (isDegree(parts.at(-1) ?? '') || parts.at(-1)?.trim() === '')) parts.pop();
  return parts.join(',');
}

function withoutTitles(name: string): string {
  const words = name.split(' ').filter(Boolean);
  let first = 0;
  // A name that is only titles keeps its last word, so it still sorts somewhere sensible.
  while (first < words.length - 1 && isTitleBefore(words[first] ?? '')) first += 1;
  return words.slice(first).join(' ');
}

/**
 * Raised whenever `sortableName` changes (a title learnt, a rule mended): the server rewrites the
 * stored keys once, on the first start that sees a new version.
 */
export const SORTABLE_NAME_VERSION = 1;

/**
 * The key a person's name sorts by: the name without the titles before it and the degrees after it,
 * lower-cased, so "dr. Andi Wijaya, Sp.PD." sorts as "andi wijaya", under A.
 */
export function sortableName(name: string): string {
  const spaced = name.replace(/\s+/g, ' ').trim();
  return withoutTitles(withoutDegrees(spaced)).trim().toLowerCase();
}
