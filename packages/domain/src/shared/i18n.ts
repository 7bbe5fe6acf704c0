import { commonEn } from '../i18n/common-en.ts';
import { commonId } from '../i18n/common-id.ts';
import { featuresEn } from '../i18n/features-en.ts';
import { featuresId } from '../i18n/features-id.ts';
import type { Language } from './languages.ts';

/** One tree per language; each feature keeps its own catalogue file under its own top-level key. */
export const catalogues = { en: { ...commonEn, ...featuresEn }, id: { ...commonId, ...featuresId } } as const;

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

/**
 * A text printed in both languages, Indonesian first, as Indonesian invoices carry their titles and
 * lines (and as the product writes what it sends people whose language it does not know).
 */
export function bilingual(key: string, values: (language: Language) => Record<string, string> = () => ({})) {
  return `${translate('id', key, values('id'))} / ${translate('en', key, values('en'))}`;
}

/** "1 invoice", "3 invoices": the catalogue's `_one` or `_other` form of a count, as i18next picks it. */
export function translateCount(language: Language, key: string, count: number): string {
  return translate(language, `${key}_${count === 1 ? 'one' : 'other'}`, { count: String(count) });
}

export function hasKey(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}
