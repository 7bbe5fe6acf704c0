import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { addDays, isCalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateField } from '../../components/date-field.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { dispatchQuery, expiringQuery } from './api.ts';
import { DispatchBoardView } from './dispatch-board.tsx';
import { FLEET_SECTIONS, FleetTabs } from './fleet-tabs.tsx';

/** How many documents need renewing, with the way to the list; nothing when none do. */
function ExpiringNotice() {
  const { t } = useTranslation();
  const documents = useQuery(expiringQuery({ pageSize: 1 }));
  const count = documents.data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="orange" variant="light">
      <Text size="sm">
        {t('fleet.dispatch.expiringNotice', { count })}{' '}
        <Anchor component={Link} to={FLEET_SECTIONS.documents} size="sm" fw={600}>
          {t('fleet.dispatch.seeDocuments')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** The day in the address, so a board can be reloaded or shared; today in WIB when none is given. */
function useBoardDay() {
  const [params, setParams] = useSearchParams();
  const today = jakartaToday(new Date());
  const asked = params.get('day') ?? '';
  const day = isCalendarDate(asked) ? asked : today;
  const setDay = (next: string) => setParams(next && next !== today ? { day: next } : {}, { replace: true });
  return { day, today, setDay };
}

function DayPicker({ day, today, setDay }: ReturnType<typeof useBoardDay>) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateField label={t('fleet.dispatch.day')} value={day} onChange={setDay} w={220} />
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('fleet.dispatch.previousDay')}
          onClick={() => setDay(addDays(day, -1))}
        >
          ‹
        </ActionIcon>
        <Button variant="default" onClick={() => setDay(today)} disabled={day === today}>
          {t('fleet.dispatch.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('fleet.dispatch.nextDay')}
          onClick={() => setDay(addDays(day, 1))}
        >
          ›
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** The fleet's first screen: the day's dispatch board, and a word about documents to renew. */
export function DispatchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.tabs.dispatch'));
  const picked = useBoardDay();
  const board = useQuery(dispatchQuery(picked.day));
  const [banner, setBanner] = useState<Banner | null>(null);

  return (
    <Stack gap="md">
      <FleetTabs current="dispatch" />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('fleet.tabs.dispatch')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('fleet.intro')}
        </Text>
      </Stack>
      <ExpiringNotice />
      {banner && <NotificationBanner {...banner} />}
      <DayPicker {...picked} />
      {board.isPending && <LoadingSpinner />}
      {board.isError && (
        <ListLoadError
          message={errorMessage(board.error, t, 'fleet.dispatch.loadFailed')}
          onRetry={() => board.refetch()}
        />
      )}
      {board.data?.truncated && (
        <Alert color="yellow" variant="light">
          {t('fleet.dispatch.truncated')}
        </Alert>
      )}
      {board.data && (
        <DispatchBoardView
          board={board.data}
          onAssigned={(message) => setBanner({ type: 'success', message })}
        />
      )}
    </Stack>
  );
}
