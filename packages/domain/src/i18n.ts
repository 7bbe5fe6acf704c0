import companiesEn from './i18n/companies/en.json' with { type: 'json' };
import companiesId from './i18n/companies/id.json' with { type: 'json' };
import contractsEn from './i18n/contracts/en.json' with { type: 'json' };
import contractsId from './i18n/contracts/id.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };
import id from './i18n/id.json' with { type: 'json' };
import storageEn from './i18n/storage/en.json' with { type: 'json' };
import storageId from './i18n/storage/id.json' with { type: 'json' };
import usersEn from './i18n/users/en.json' with { type: 'json' };
import usersId from './i18n/users/id.json' with { type: 'json' };
import wasteEn from './i18n/waste/en.json' with { type: 'json' };
import wasteId from './i18n/waste/id.json' with { type: 'json' };
import type { Language } from './languages.ts';

/** One tree per language; each feature keeps its own catalogue file under its own top-level key. */
export const catalogues = {
  en: {
    ...en,
    companies: companiesEn,
    users: usersEn,
    storage: storageEn,
    contracts: contractsEn,
    waste: wasteEn,
  },
  id: {
    ...id,
    companies: companiesId,
    users: usersId,
    storage: storageId,
    contracts: contractsId,
    waste: wasteId,
  },
} as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The server's translator: same catalogue and {{name}} interpolation as i18next in the browser. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const template = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export function hasKey(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}
