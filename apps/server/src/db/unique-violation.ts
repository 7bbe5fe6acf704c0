/** PostgreSQL's unique_violation, as node-postgres and PGlite raise it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const found = [cause, error].find(
    (candidate) => (candidate as { code?: unknown } | null)?.code === '23505',
  );
  if (!found) return false;
  return constraint === undefined || (found as { constraint?: unknown }).constraint === constraint;
}
