import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** Where reading who the actor is may decide something: the policies, and the scope and access code they share. */
const DECIDERS = [/^features\/[^/]+\/policy\.ts$/, /^lib\/company-scope\.ts$/, /^lib\/access(-hook)?\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('who may do what', () => {
  it('is decided only in policy files: no service, route or query reads the actor’s type or role', () => {
    const offenders = sourceFiles(SOURCE).flatMap((path) => {
      const file = relative(SOURCE, path);
      if (DECIDERS.some((pattern) => pattern.test(file))) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bactor\.(userType|role)\b/.test(line) ? [`${file}:${index + 1}`] : []));
    });
    expect(offenders).toEqual([]);
  });
});
