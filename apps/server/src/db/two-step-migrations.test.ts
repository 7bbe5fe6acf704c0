import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A migration that drops, renames or retypes what a running server still reads is the second of two
 * steps, shipped in a later release than the first, and says so (docs/decisions/032-upgrades.md):
 * while servers are upgraded one after another, the old ones still run against the migrated database.
 */
const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Migrations released before the rule (issue 24) that break it; every install has applied them, so they
 * stay as written. A new entry here is never the fix: write the change in two steps.
 */
const GRANDFATHERED: Record<string, string> = {
  '0013_drop_whole_rupiah_tax':
    'Step two of the per-line PPN (decision 017, step one 0012_per_line_tax), but shipped in the same commit as step one, so an install took both at once; released before the rule, in b639142 and every install since.',
};

/** Names step one by its file, on the line that says step 2 of 2. */
const STEP_TWO = /step 2 of 2\b[^\n]*?\b(\d{4}_[a-z0-9_]+)/i;

/** What a statement does that an older server, still running during an upgrade, could trip on. */
function breakingChanges(sqlText: string): string[] {
  const code = sqlText
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  const found: string[] = [];
  for (const raw of code.split(';')) {
    const statement = raw.replace(/\s+/g, ' ').trim();
    if (/^DROP TABLE\b/i.test(statement)) found.push(`drops a table: ${statement}`);
    if (!/^ALTER TABLE\b/i.test(statement)) continue;
    if (/\bDROP COLUMN\b/i.test(statement)) found.push(`drops a column: ${statement}`);
    if (/\bRENAME (COLUMN )?"?\w+"? TO\b/i.test(statement)) found.push(`renames a column: ${statement}`);
    if (/\bRENAME TO\b/i.test(statement)) found.push(`renames a table: ${statement}`);
    if (/\bALTER (COLUMN )?"?\w+"? (SET DATA )?TYPE\b/i.test(statement))
      found.push(`changes a column's type: ${statement}`);
  }
  return found;
}

interface Migration {
  tag: string;
  sql: string;
}

/** What is wrong with a migration under the rule, given the migrations before it. */
function twoStepProblems(migration: Migration, earlier: readonly string[]): string[] {
  const changes = breakingChanges(migration.sql);
  if (changes.length === 0 || GRANDFATHERED[migration.tag]) return [];
  const stepOne = STEP_TWO.exec(migration.sql)?.[1];
  if (!stepOne)
    return changes.map(
      (change) =>
        `${migration.tag} ${change} — write it in two steps; this file says "step 2 of 2" naming step 1`,
    );
  if (!earlier.includes(stepOne))
    return [`${migration.tag} names ${stepOne} as step 1: no earlier migration`];
  return [];
}

function shippedMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map(({ tag }) => ({ tag, sql: readFileSync(`${folder}/${tag}.sql`, 'utf8') }));
}

describe('migrations that drop, rename or retype', () => {
  it('are each step 2 of 2, naming an earlier step 1', () => {
    const migrations = shippedMigrations();
    const problems = migrations.flatMap((migration, index) =>
      twoStepProblems(
        migration,
        migrations.slice(0, index).map((earlier) => earlier.tag),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('are all in the journal, and the grandfathered ones still break the rule', () => {
    const tags = shippedMigrations().map((migration) => migration.tag);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''));
    expect(files.sort()).toEqual([...tags].sort());
    for (const tag of Object.keys(GRANDFATHERED)) {
      expect(breakingChanges(readFileSync(`${folder}/${tag}.sql`, 'utf8'))).not.toEqual([]);
    }
  });

  it('are found whatever drizzle-kit or a hand writes', () => {
    const earlier = ['0040_invoice_status_text'];
    const problems = (sql: string) => twoStepProblems({ tag: '0041_next', sql }, earlier);
    expect(breakingChanges('ALTER TABLE "invoices" ADD COLUMN "x" text;')).toEqual([]);
    expect(breakingChanges('ALTER TABLE "users" ALTER COLUMN "sort_name" SET NOT NULL;')).toEqual([]);
    expect(breakingChanges('ALTER TABLE "a" RENAME CONSTRAINT "b" TO "c";')).toEqual([]);
    expect(breakingChanges('-- ALTER TABLE "a" DROP COLUMN "b";\nSELECT 1;')).toEqual([]);
    for (const sql of [
      'ALTER TABLE "invoices" DROP COLUMN "status";--> statement-breakpoint',
      'ALTER TABLE invoices\n  DROP COLUMN IF EXISTS status;',
      'ALTER TABLE "invoices" RENAME COLUMN "status" TO "state";',
      'ALTER TABLE invoices RENAME status TO state;',
      'ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE integer;',
      'ALTER TABLE invoices ALTER status TYPE integer USING status::integer;',
      'ALTER TABLE "invoices" RENAME TO "bills";',
      'DROP TABLE "invoices";',
    ]) {
      expect(breakingChanges(sql), sql).toHaveLength(1);
      expect(problems(sql), sql).toHaveLength(1);
      expect(problems(`-- Two steps, step 2 of 2: step 1 is 0040_invoice_status_text.\n${sql}`), sql).toEqual(
        [],
      );
      expect(problems(`-- Step 2 of 2: step 1 is 0042_later.\n${sql}`)).toEqual([
        '0041_next names 0042_later as step 1: no earlier migration',
      ]);
    }
  });
});
