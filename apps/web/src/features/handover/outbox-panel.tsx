import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JourneyEventKind } from '@sirkula/domain/journeys/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { discardAction, flushOutbox, isSending } from './outbox.ts';
import type { ActionKind, OutboxAction } from './outbox-store.ts';
import { useOutbox } from './use-outbox.ts';

/** Each action is named as the timeline will name it once it has been sent. */
const EVENT_OF: Record<Exclude<ActionKind, 'position'>, JourneyEventKind> = {
  pickUp: 'pickedUp',
  receive: 'received',
  hubIn: 'hubIn',
  hubOut: 'hubOut',
  closeDelivery: 'deliveryClosed',
};

function ActionRow({ action }: { action: OutboxAction }) {
  const { t } = useTranslation();
  const status = isSending(action.key)
    ? t('handover.outbox.sending')
    : action.lastError
      ? t('handover.outbox.refused', { message: action.lastError })
      : t('handover.outbox.waiting', { count: action.attempts });
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={2}>
        <Text fw={600}>
          {t(`journeys.eventKinds.${EVENT_OF[action.kind as Exclude<ActionKind, 'position'>]}`)} ·{' '}
          {action.registrationNumber ?? action.journeyNumber}
        </Text>
        <Text size="sm" c="dimmed">
          {t('handover.outbox.made', { time: formatDateTime(action.createdAt, currentLanguage()) })}
        </Text>
        <Text size="sm" c={action.lastError ? 'red.9' : undefined}>
          {status}
        </Text>
        {action.lastError && (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => void discardAction(action.key)}>
              {t('handover.outbox.discard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * What this phone still has to send, with its state; "Send now" also tries again the ones the server
 * refused, in case what stopped them (a signed-out session) has been put right.
 */
export function OutboxPanel({ showEmpty = false }: { showEmpty?: boolean }) {
  const { t } = useTranslation();
  const actions = useOutbox();
  const [busy, setBusy] = useState(false);
  if (!actions || (actions.length === 0 && !showEmpty)) return null;

  async function sendNow() {
    setBusy(true);
    try {
      await flushOutbox(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="outbox-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="outbox-title">
          {t('handover.outbox.title')}
        </Title>
        {actions.length > 0 && (
          <Button variant="light" onClick={() => void sendNow()} loading={busy}>
            {t('handover.outbox.sendNow')}
          </Button>
        )}
      </Group>
      {actions.length === 0 ? (
        <Text c="dimmed">{t('handover.outbox.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('handover.outbox.title')}
        >
          {actions.map((action) => (
            <ActionRow key={action.key} action={action} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
