import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translate, translateCount } from './i18n.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(node: Json, prefix = ''): Array<[string, Json]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function findCatalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', '.git', 'data', '.tmp'].includes(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findCatalogues(path);
    return name === 'en.json' ? [path] : [];
  });
}

const catalogues = findCatalogues(root);

describe('translation catalogues', () => {
  it('are found in the domain package and the web app', () => {
    expect(catalogues.some((path) => path.includes('packages/domain'))).toBe(true);
  });

  for (const enPath of catalogues) {
    const name = enPath.slice(root.length + 1);
    it(`${name}: en and id have the same keys and no empty values`, () => {
      const en = leaves(JSON.parse(readFileSync(enPath, 'utf8')));
      const id = leaves(JSON.parse(readFileSync(join(dirname(enPath), 'id.json'), 'utf8')));
      expect(id.map(([key]) => key).sort()).toEqual(en.map(([key]) => key).sort());
      for (const [key, value] of [...en, ...id]) {
        expect(typeof value === 'string' && value.trim().length > 0, `${key} is empty`).toBe(true);
      }
    });
  }
});

describe('translate', () => {
  it('answers in the requested language with interpolation', () => {
    expect(translate('en', 'auth.login.invalidCredentials')).toBe('Invalid credentials');
    expect(translate('id', 'dashboard.greeting', { name: 'Budi' })).toBe('Selamat datang, Budi');
  });

  it('falls back to the key when nothing matches', () => {
    expect(translate('id', 'no.such.key')).toBe('no.such.key');
  });

  it('picks the singular or plural form of a count', () => {
    expect(translateCount('en', 'billing.messages.runInvoices', 1)).toBe('1 invoice');
    expect(translateCount('en', 'billing.messages.runInvoices', 3)).toBe('3 invoices');
    expect(translateCount('id', 'billing.messages.runInvoices', 3)).toBe('3 faktur');
  });
});
