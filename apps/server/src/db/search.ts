/** A user's search text as an ILIKE pattern matching it anywhere; their % and _ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A user's search text as an ILIKE pattern matching text that starts with it. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
