import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The walls between features, for the server and the web app: a feature's files are its own, and
 * another feature reaches it only through its public entry (`public.ts`), the registry through its
 * registry entry (`feature.ts` on the server, `routes.tsx` on the web), and SQL through its tables
 * (`tables.ts`: foreign keys and joins name them). Tests may reach further.
 */
const APPS = join(import.meta.dirname, '..', '..', '..');
const ENTRIES = new Set(['public.ts', 'feature.ts', 'routes.tsx', 'tables.ts']);

const IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The feature a file belongs to, or null when it is outside the features' folders. */
function featureOf(features: string, path: string): string | null {
  const inside = relative(features, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0] ?? null;
}

/** Every import in `app` that reaches into another feature past its public entry, as `file → target`. */
function crossings(app: string): string[] {
  const source = join(APPS, app, 'src');
  const features = join(source, 'features');
  return sourceFiles(features).flatMap((file) => {
    const own = featureOf(features, file);
    if (own === null) return [];
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier = '']) => {
      const target = normalize(join(dirname(file), specifier));
      const other = featureOf(features, target);
      const entry = target.split(sep).at(-1) ?? '';
      if (other === null || other === own || ENTRIES.has(entry)) return [];
      return [`${relative(source, file)} → ${relative(source, target)}`];
    });
  });
}

describe('walls between features', () => {
  it('on the server, a feature reaches another only through its public entry', () => {
    expect(crossings('server')).toEqual([]);
  });

  it('in the web app, a feature reaches another only through its public entry or a slot (slots.ts)', () => {
    expect(crossings('web')).toEqual([]);
  });
});
