import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Scheduler } from '@sirkula/domain/schedulers/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { schedulersQuery, useRunScheduler } from './api.ts';
import { runsPath } from './paths.ts';
import { useJobTexts } from './run-facts.tsx';
import { SchedulerFormModal } from './scheduler-form.tsx';
import { SchedulerRows } from './scheduler-rows.tsx';
import { SwitchDialog, type SwitchTarget } from './switch-dialog.tsx';
import { SchedulerViewSwitch } from './view-switch.tsx';

/**
 * `/internal/scheduler`: the jobs the platform runs on its own, how often and how they last went. All
 * staff read them; internal admins start, stop, run and change them (the server refuses anyone else).
 */
export function SchedulersPage() {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  const { user } = usePortalSession();
  const manages = user.role === 'admin';
  useDocumentTitle(t('schedulers.title'));
  const schedulers = useQuery(schedulersQuery);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [switching, setSwitching] = useState<SwitchTarget | null>(null);
  const [editing, setEditing] = useState<Scheduler | null>(null);
  const runNow = useRunScheduler();

  const queueRun = async (scheduler: Scheduler) => {
    const name = nameOf(scheduler.code);
    try {
      await runNow.mutateAsync(scheduler.code);
      setBanner({ type: 'success', message: t('schedulers.messages.queued', { name }) });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'schedulers.errors.runFailed') });
    }
  };
  const done = (message: string) => {
    setSwitching(null);
    setEditing(null);
    setBanner({ type: 'success', message });
  };

  const actions = (scheduler: Scheduler) => (
    <Group gap="xs" wrap="wrap">
      {manages && (
        <>
          {scheduler.running ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setSwitching({ scheduler, to: 'stop' })}
            >
              {t('schedulers.actions.stop')}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              onClick={() => setSwitching({ scheduler, to: 'start' })}
            >
              {t('schedulers.actions.start')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            loading={runNow.isPending && runNow.variables === scheduler.code}
            onClick={() => queueRun(scheduler)}
          >
            {t('schedulers.actions.runNow')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setEditing(scheduler)}>
            {t('schedulers.actions.edit')}
          </Button>
        </>
      )}
      <Anchor
        component={Link}
        to={runsPath(scheduler.code)}
        size="sm"
        c="green.9"
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('schedulers.actions.viewRuns')}
      </Anchor>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('schedulers.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('schedulers.intro')}
          </Text>
        </Stack>
        <SchedulerViewSwitch view="schedulers" />
      </Group>
      {!manages && (
        <Alert color="blue" variant="light">
          {t('schedulers.readOnly')}
        </Alert>
      )}
      {banner && <NotificationBanner {...banner} />}
      <SchedulerRows list={schedulers} actions={actions} />
      <SwitchDialog target={switching} onClose={() => setSwitching(null)} onDone={done} />
      <SchedulerFormModal scheduler={editing} onClose={() => setEditing(null)} onSaved={done} />
    </Stack>
  );
}
