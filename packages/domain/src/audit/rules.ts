/** The audit trail keeps only what a change touched: each changed field's value before and after. */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

/** Records an audit entry can point at, which the trail names instead of showing their ids. */
export const REFERENCE_KINDS = ['company', 'contract', 'user'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Fields whose stored value is the id of another record, and the kind of record it is. */
export const REFERENCE_FIELDS: Readonly<Record<string, ReferenceKind>> = {
  companyId: 'company',
  contractId: 'contract',
  createdBy: 'user',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value shaped like a record id: what the trail must never show a reader. */
export function looksLikeId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

type Side = Record<string, unknown> | null | undefined;

/** Every record id a page of entries points at, by kind, each once, so one query can name them all. */
export function referencedIds(
  entries: ReadonlyArray<{ before?: unknown; after?: unknown }>,
): Record<ReferenceKind, string[]> {
  const found = Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, new Set<string>()])) as Record<
    ReferenceKind,
    Set<string>
  >;
  for (const entry of entries) {
    for (const side of [entry.before, entry.after] as Side[]) {
      for (const [field, value] of Object.entries(side ?? {})) {
        const kind = REFERENCE_FIELDS[field];
        if (kind && looksLikeId(value)) found[kind].add(value.toLowerCase());
      }
    }
  }
  return Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, [...found[kind]]])) as Record<
    ReferenceKind,
    string[]
  >;
}
