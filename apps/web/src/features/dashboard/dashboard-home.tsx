import { Box, Center, Loader } from '@mantine/core';
import { toDashboardPeriod } from '@sirkula/domain/dashboard/periods';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { dashboardQuery } from './api.ts';

/**
 * The figures, the period switch and the charts are a chunk of their own, fetched while the numbers
 * are: the home's first screen does not wait for them (decision 008, e2e/first-screen.ts).
 */
const loadPanel = () => import('./dashboard-panel.tsx');
const DashboardPanel = lazy(async () => ({ default: (await loadPanel()).DashboardPanel }));

/**
 * A screen high while the figures load: the home's next parts (a customer's open pickups) then appear
 * below the fold instead of being pushed down by the panel (a layout shift).
 */
function Loading() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Center py="md" role="status" aria-label={t('common.loading')}>
        <Loader color="green" size="sm" />
      </Center>
    </Box>
  );
}

/** The top of every portal's home: its dashboard for the period the address names (`?period=`). */
export function DashboardHome() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const [params] = useSearchParams();
  const period = toDashboardPeriod(params.get('period'));
  const dashboard = useQuery(dashboardQuery(period));
  useEffect(() => {
    void loadPanel();
  }, []);
  const answer = dashboard.data;
  if (dashboard.isError && !answer) {
    return <ListLoadError message={t('dashboard.loadFailed')} onRetry={() => dashboard.refetch()} />;
  }
  if (!answer) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPanel answer={answer} period={period} portal={user.userType} />
    </Suspense>
  );
}
