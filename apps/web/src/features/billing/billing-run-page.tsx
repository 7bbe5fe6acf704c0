import { Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { runQuery, runsQuery, startRun } from './api.ts';
import { LatestRuns } from './latest-runs.tsx';
import { monthName, previousMonth, recentMonths } from './months.ts';
import { RunPreview } from './run-preview.tsx';
import { RunProgress } from './run-progress.tsx';

/** How far back a run may be asked for from this page: two years of months. */
const MONTHS_OFFERED = 24;

/**
 * `/internal/billing/run`: staff choose a month (last month, in WIB, unless they say otherwise), see
 * what the run would make, start it and follow it to its end.
 */
export function BillingRunPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  useDocumentTitle(t('billing.run.title'));
  const today = jakartaToday(new Date());
  const [month, setMonth] = useState(() => previousMonth(today));
  const [started, setStarted] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The current month is not over: its later deliveries would wait for next month's run.
  const unfinished = month >= today.slice(0, 7);
  const runs = useQuery(runsQuery);
  // A run started elsewhere (another tab, a colleague) is followed too, and no second one is offered.
  const running = runs.data?.items.find((run) => run.status === 'running')?.id;
  const followed = started ?? running ?? null;
  // The same query RunProgress polls: one request a second, read here to hold the button back.
  const followedRun = useQuery({ ...runQuery(followed ?? ''), enabled: followed !== null });
  const inProgress = running !== undefined || followedRun.data?.status === 'running';

  const start = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      const run = await startRun(month);
      queryClient.setQueryData(runQuery(run.id).queryKey, run);
      setStarted(run.id);
    } catch (error) {
      setFailure(errorMessage(error, t, 'billing.run.startFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/internal/billing" label={t('billing.run.back')} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('billing.run.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('billing.run.intro')}
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('billing.run.month')}
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
          data={recentMonths(today, MONTHS_OFFERED).map((value) => ({
            value,
            label: monthName(value, language),
          }))}
          w={{ base: '100%', xs: 240 }}
        />
        <Button
          color="green"
          loading={busy}
          disabled={inProgress}
          onClick={unfinished ? () => setConfirming(true) : start}
        >
          {t('billing.run.start', { month: monthName(month, language) })}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('billing.run.unfinishedTitle', { month: monthName(month, language) })}
      >
        <Stack gap="md">
          <Text size="sm">{t('billing.run.unfinishedWhy', { month: monthName(month, language) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('billing.run.unfinishedWait')}
            </Button>
            <Button color="green" onClick={start}>
              {t('billing.run.unfinishedConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {failure && <NotificationBanner type="error" message={failure} />}
      {followed && <RunProgress key={followed} runId={followed} />}
      <RunPreview month={month} />
      <LatestRuns runs={runs} />
    </Stack>
  );
}
