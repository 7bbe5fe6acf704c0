import type { TotalKind } from '@sirkula/domain/shared/lists';
import type { TFunction } from 'i18next';

/** A formatted count as sure as the server was of it: "12,300", "about 12,300" or "10,000+". */
export function totalText(t: TFunction, count: string, kind: TotalKind): string {
  if (kind === 'estimate') return t('list.totalAbout', { total: count });
  if (kind === 'atLeast') return t('list.totalAtLeast', { total: count });
  return count;
}
