/** Starts a throwaway PostgreSQL 15 cluster (or names TEST_DATABASE_URL's server) for tests and benchmarks. */
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
