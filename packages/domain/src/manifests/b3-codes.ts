import { z } from 'zod';
import { pageQuery, searchText } from '../shared/lists.ts';

/**
 * B3 (hazardous) waste codes of PP 22/2021, Annex IX. No machine-readable copy of the whole annex could
 * be verified, so the product ships a compiled list as data (the `b3_waste_codes` table, seeded from
 * `apps/server/src/features/manifests/b3-waste-codes.csv` with each entry's confidence and sources),
 * staff correct or add entries, and every other well-formed code is accepted and shown as not listed.
 */

/** The hazard characteristics of PP 22/2021 Lampiran X, stored by these stable keys; a waste may have several. */
export const HAZARD_CHARACTERISTICS = [
  'explosive',
  'flammable',
  'reactive',
  'infectious',
  'corrosive',
  'toxic',
] as const;
export type HazardCharacteristic = (typeof HAZARD_CHARACTERISTICS)[number];

/**
 * How sure an entry is: cross-checked between two or more public sources, from a single source, or
 * entered or corrected by the provider's staff.
 */
export const B3_CODE_CONFIDENCES = ['crossChecked', 'singleSource', 'staff'] as const;
export type B3CodeConfidence = (typeof B3_CODE_CONFIDENCES)[number];

/** Annex IX's four tables: 1 non-specific sources, 2 expired/spilled/off-spec/packaging, 3 general specific, 4 special specific. */
export const B3_CODE_TABLES = [1, 2, 3, 4] as const;
export type B3CodeTable = (typeof B3_CODE_TABLES)[number];

/** One entry of the product's code list, as the table keeps it. */
export interface B3CodeEntry {
  code: string;
  category: 1 | 2;
  table: B3CodeTable | null;
  /** The regulation's Indonesian name; the English one only where a source gives it, never translated by guess. */
  name: { id: string; en: string | null };
  characteristics: HazardCharacteristic[];
  confidence: B3CodeConfidence;
  sources: string;
  notes: string | null;
}

const FORMAT = /^([AB])(\d{3})([a-d]|-\d)?$/;

export function isB3CodeFormat(code: string): boolean {
  return FORMAT.test(code);
}

/** Typed codes are compared without spaces and with the category letter in upper case. */
export function normaliseB3Code(input: string): string {
  const compact = input.replace(/\s+/g, '');
  return compact.charAt(0).toUpperCase() + compact.slice(1).toLowerCase();
}

export interface B3CodeShape {
  code: string;
  category: 1 | 2;
  /** Known from the code's shape: a letter suffix is table 1, a `-n` suffix table 3; no suffix is table 2 or 4. */
  table: 1 | 3 | null;
}

/** What a well-formed code itself says (category, table); null for anything else. */
export function describeB3Code(input: string): B3CodeShape | null {
  const code = normaliseB3Code(input);
  const match = FORMAT.exec(code);
  if (!match) return null;
  const suffix = match[3];
  const table = suffix === undefined ? null : suffix.startsWith('-') ? 3 : 1;
  return { code, category: match[1] === 'A' ? 1 : 2, table };
}

/** Whether a table fits a code's shape: its own table when the suffix says, else table 2 or 4. */
export function tableFitsCode(code: string, table: B3CodeTable | null): boolean {
  const shape = describeB3Code(code);
  if (!shape || table === null) return shape !== null;
  return shape.table === null ? table === 2 || table === 4 : shape.table === table;
}

/** What the product knows of a code: its shape, and its entry in the code list when it has one. */
export interface B3CodeFacts extends Omit<B3CodeShape, 'table'> {
  table: B3CodeTable | null;
  listed: B3CodeEntry | null;
}

/** A code's facts from its shape and its list entry (looked up by the caller); null when not well formed. */
export function b3CodeFacts(input: string, entry: B3CodeEntry | null): B3CodeFacts | null {
  const shape = describeB3Code(input);
  if (!shape) return null;
  const listed = entry?.code === shape.code ? entry : null;
  return { ...shape, table: listed?.table ?? shape.table, listed };
}

/** A name in the reader's language, or the regulation's Indonesian one where no English name is known. */
export function b3CodeName(name: { id: string; en: string | null }, language: 'en' | 'id'): string {
  return language === 'en' ? (name.en ?? name.id) : name.id;
}

const CHARACTERISTIC_WORDS: ReadonlyArray<[RegExp, HazardCharacteristic]> = [
  [/meledak/, 'explosive'],
  [/menyala/, 'flammable'],
  [/reaktif/, 'reactive'],
  [/infeksius/, 'infectious'],
  [/korosif/, 'corrosive'],
  [/beracun/, 'toxic'],
];

/**
 * The characteristics a source's Indonesian text names ("Beracun / Korosif", "Padatan Mudah Menyala"),
 * in the regulation's order; words it does not know are left out rather than guessed.
 */
export function characteristicsFromText(text: string): HazardCharacteristic[] {
  const parts = text
    .toLowerCase()
    .split(/[/,;]/)
    .map((part) => part.trim());
  return HAZARD_CHARACTERISTICS.filter((key) =>
    parts.some((part) => CHARACTERISTIC_WORDS.some(([word, found]) => found === key && word.test(part))),
  );
}

/** Characteristics in the regulation's order, each once. */
export function orderedCharacteristics(keys: readonly HazardCharacteristic[]): HazardCharacteristic[] {
  return HAZARD_CHARACTERISTICS.filter((key) => keys.includes(key));
}

/**
 * A waste's characteristics: those recorded on it when staff set them, else its code's from the list;
 * `fromCode` says which, so a screen can show that the default applies.
 */
export function wasteCharacteristics(
  recorded: readonly HazardCharacteristic[] | null,
  entry: Pick<B3CodeEntry, 'characteristics'> | null,
): { characteristics: HazardCharacteristic[]; fromCode: boolean } {
  if (recorded !== null && recorded.length > 0) {
    return { characteristics: orderedCharacteristics(recorded), fromCode: false };
  }
  return { characteristics: orderedCharacteristics(entry?.characteristics ?? []), fromCode: true };
}

const characteristicsField = z
  .array(z.enum(HAZARD_CHARACTERISTICS), { message: 'manifests.validation.characteristics' })
  .max(HAZARD_CHARACTERISTICS.length, 'manifests.validation.characteristics')
  .transform(orderedCharacteristics);

const codeName = (max: number) => z.string().trim().max(max, 'validation.tooLong');

const optionalText = (max: number) =>
  codeName(max)
    .nullish()
    .transform((value) => value || null);

const tableField = z
  .union([z.literal(B3_CODE_TABLES), z.null()], { message: 'manifests.codes.validation.table' })
  .default(null);

/** What staff may correct of a listed code: names, table, characteristics and a note (never the code). */
export const b3CodeChangeInput = z.object({
  nameId: codeName(300).min(3, 'manifests.codes.validation.nameId'),
  nameEn: optionalText(300),
  table: tableField,
  characteristics: characteristicsField.default([]),
  notes: optionalText(1000),
});
export type B3CodeChangeInput = z.input<typeof b3CodeChangeInput>;
export type B3CodeChange = z.output<typeof b3CodeChangeInput>;

/** A code staff add: any well-formed code with its name; the category follows from its letter. */
export const b3CodeCreateInput = b3CodeChangeInput
  .extend({
    code: z
      .string()
      .max(12, 'manifests.codes.validation.code')
      .transform(normaliseB3Code)
      .refine(isB3CodeFormat, 'manifests.codes.validation.code'),
  })
  .superRefine((input, ctx) => {
    if (isB3CodeFormat(input.code) && !tableFitsCode(input.code, input.table)) {
      ctx.addIssue({ code: 'custom', path: ['table'], message: 'manifests.codes.validation.table' });
    }
  });
export type B3CodeCreateInput = z.input<typeof b3CodeCreateInput>;
export type B3CodeCreate = z.output<typeof b3CodeCreateInput>;

/** Searching the code list: by code or by either name, a page at a time. */
export const listB3CodesQuery = pageQuery.extend({ q: searchText });
export type ListB3CodesQuery = z.input<typeof listB3CodesQuery>;
export type B3CodeListFilter = z.output<typeof listB3CodesQuery>;
