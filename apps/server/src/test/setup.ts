import { inject } from 'vitest';
import { copyMigratedDatabase } from './database.ts';

// Runs in each test file's worker before the file: its databases are copies of the run's migrated one.
copyMigratedDatabase(inject('migratedDatabase'));
