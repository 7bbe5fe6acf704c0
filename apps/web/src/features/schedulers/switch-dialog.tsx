import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Scheduler } from '@sirkula/domain/schedulers/answers';
import { describeCron } from '@sirkula/domain/schedulers/cron';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSwitchScheduler } from './api.ts';
import { useJobTexts } from './run-facts.tsx';

/** Starting a stopped scheduler or stopping a running one: the one `running` says it is not. */
export type SwitchTarget = { scheduler: Scheduler; to: 'start' | 'stop' };

/**
 * Asks before a scheduler starts or stops (the specification asks for the start's confirmation; a stop
 * halts work staff may count on). A refusal stays in the dialog; a success closes it with its message.
 */
export function SwitchDialog({
  target,
  onClose,
  onDone,
}: {
  target: SwitchTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  const switching = useSwitchScheduler();
  const [refusal, setRefusal] = useState<Banner | null>(null);
  const starting = target?.to === 'start';
  const name = target ? nameOf(target.scheduler.code) : '';
  const frequency = target ? describeCron(target.scheduler.cron, currentLanguage()) : '';

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await switching.mutateAsync({ code: target.scheduler.code, to: target.to });
      setRefusal(null);
      onDone(t(starting ? 'schedulers.messages.started' : 'schedulers.messages.stopped', { name }));
    } catch (error) {
      const fallback = starting ? 'schedulers.errors.startFailed' : 'schedulers.errors.stopFailed';
      setRefusal({ type: 'error', message: errorMessage(error, t, fallback) });
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t(starting ? 'schedulers.confirm.startTitle' : 'schedulers.confirm.stopTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {refusal && <NotificationBanner {...refusal} />}
        <Text>
          {t(starting ? 'schedulers.confirm.start' : 'schedulers.confirm.stop', { name, frequency })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={switching.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color={starting ? 'green' : 'red'} onClick={confirm} loading={switching.isPending}>
            {t(starting ? 'schedulers.actions.start' : 'schedulers.actions.stop')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
