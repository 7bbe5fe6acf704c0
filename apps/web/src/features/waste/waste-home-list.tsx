import type { WasteSummary } from '@sirkula/domain/waste/answers';
import type { ListWasteQuery } from '@sirkula/domain/waste/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeList, HomeListLoading } from '../../components/home-list.tsx';
import { withQuery } from '../../lib/api.ts';
import { wasteListQuery } from './api.ts';

/**
 * The cards (with their badges and formats) are a chunk of their own, fetched while the list's rows
 * are: the home's first screen, its titles and loading states, does not wait for them. This keeps the
 * portal homes within the first-screen budget (e2e/first-screen.ts).
 */
const loadCards = () => import('./waste-cards.tsx');
const WasteCards = lazy(async () => ({ default: (await loadCards()).WasteCards }));

/** A home list shows the first few rows; "See all" opens the rest. */
const HOME_ROWS = 5;

export type WasteFilter = Omit<ListWasteQuery, 'page' | 'pageSize'>;

interface WasteHomeListProps {
  title: string;
  filter: WasteFilter;
  basePath: string;
  empty: string;
  showCompany: boolean;
  action?: ReactNode;
  hideWhenEmpty?: boolean;
}

/** The first records of the waste list under `filter`, as cards, on a portal's home. */
export function WasteHomeList({ filter, basePath, showCompany, ...list }: WasteHomeListProps) {
  const { t } = useTranslation();
  const records = useQuery(wasteListQuery({ ...filter, pageSize: HOME_ROWS }));
  useEffect(() => {
    void loadCards();
  }, []);
  return (
    <HomeList<WasteSummary>
      {...list}
      query={records}
      // The waste list page with the same filters, so "See all" continues where the home list stops.
      seeAllTo={withQuery(basePath, filter)}
      loadFailed={t('waste.list.loadFailed')}
    >
      {(items) => (
        <Suspense fallback={<HomeListLoading />}>
          <WasteCards records={items} showCompany={showCompany} basePath={basePath} />
        </Suspense>
      )}
    </HomeList>
  );
}
