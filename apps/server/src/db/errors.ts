/**
 * PostgreSQL's unique_violation (23505), as pg raises it or as Drizzle wraps it: the sign that a
 * concurrent writer got there first (two registrations of one address, one action sent twice at once).
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return (
    (cause as { code?: unknown } | null)?.code === '23505' || (error as { code?: unknown })?.code === '23505'
  );
}
