/**
 * B3 (hazardous) waste codes of PP 22/2021, Annex IX. The full official list has no machine-readable
 * copy we could verify, so the product ships only entries whose names are certain and accepts every
 * other well-formed code, marked as not in the reference list. Never add a name that is not certain.
 */
export interface B3Code {
  code: string;
  /** Annex IX table: 1 non-specific sources, 2 expired/spilled/off-spec/packaging, 3 general specific, 4 special specific. */
  table: 1 | 2 | 3 | 4;
  category: 1 | 2;
  name: { en: string; id: string };
}

export const B3_CODES: readonly B3Code[] = [
  { code: 'B105d', table: 1, category: 2, name: { en: 'Used lubricating oil', id: 'Minyak pelumas bekas' } },
];

const FORMAT = /^([AB])(\d{3})([a-d]|-\d)?$/;

export function isB3CodeFormat(code: string): boolean {
  return FORMAT.test(code);
}

/** Typed codes are compared without spaces and with the category letter in upper case. */
export function normaliseB3Code(input: string): string {
  const compact = input.replace(/\s+/g, '');
  return compact.charAt(0).toUpperCase() + compact.slice(1).toLowerCase();
}

export interface B3CodeInfo {
  code: string;
  category: 1 | 2;
  /** Known from the code's shape: a letter suffix is table 1, a `-n` suffix table 3; no suffix is table 2 or 4. */
  table: 1 | 3 | null;
  listed: B3Code | null;
}

/** What the code itself says (category, table) and its reference entry when there is one. */
export function describeB3Code(input: string): B3CodeInfo | null {
  const code = normaliseB3Code(input);
  const match = FORMAT.exec(code);
  if (!match) return null;
  const suffix = match[3];
  const table = suffix === undefined ? null : suffix.startsWith('-') ? 3 : 1;
  return {
    code,
    category: match[1] === 'A' ? 1 : 2,
    table,
    listed: B3_CODES.find((entry) => entry.code === code) ?? null,
  };
}

/** Searches the shipped list by code or by name in either language. */
export function searchB3Codes(query: string): readonly B3Code[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return B3_CODES;
  return B3_CODES.filter(
    (entry) =>
      entry.code.toLowerCase().includes(needle) ||
      entry.name.en.toLowerCase().includes(needle) ||
      entry.name.id.toLowerCase().includes(needle),
  );
}
