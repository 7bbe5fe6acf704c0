import { Button, Card, Code, Collapse, Group, Pagination, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WebhookDelivery, WebhookSubscription } from '@sirkula/domain/webhooks/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { deliveriesQuery, useRedeliver } from './api.ts';

const STATUS_COLORS = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

/** A subscription's deliveries, newest first, each with its attempts behind a toggle. */
export function DeliveriesModal({
  subscription,
  onClose,
}: {
  subscription: WebhookSubscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={subscription !== null}
      onClose={onClose}
      title={t('webhooks.deliveries.title', { url: subscription?.url ?? '' })}
      size="xl"
    >
      {subscription && <Deliveries subscription={subscription} />}
    </FormModal>
  );
}

function Deliveries({ subscription }: { subscription: WebhookSubscription }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const answer = useQuery(deliveriesQuery(subscription.id, page));
  const redeliver = useRedeliver();
  const { busy, banner, run } = useSubmission();
  if (answer.isPending) return <LoadingSpinner />;
  if (answer.isError)
    return (
      <ListLoadError
        message={errorMessage(answer.error, t, 'webhooks.deliveries.loadFailed')}
        onRetry={() => answer.refetch()}
      />
    );
  const again = (delivery: WebhookDelivery) =>
    run(async () => {
      await redeliver.mutateAsync(delivery.id);
      return t('webhooks.messages.redelivered');
    });
  return (
    <Stack gap="xs">
      {banner && <NotificationBanner {...banner} />}
      {answer.data.items.length === 0 && <Text size="sm">{t('webhooks.deliveries.empty')}</Text>}
      {answer.data.items.map((delivery) => (
        <DeliveryCard
          key={delivery.id}
          delivery={delivery}
          canRedeliver={subscription.canManage && subscription.status === 'active'}
          busy={busy}
          onRedeliver={() => again(delivery)}
        />
      ))}
      {answer.data.total > answer.data.pageSize && (
        <Pagination
          size="sm"
          value={page}
          onChange={setPage}
          total={Math.ceil(answer.data.total / answer.data.pageSize)}
        />
      )}
    </Stack>
  );
}

function DeliveryCard({
  delivery,
  canRedeliver,
  busy,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  canRedeliver: boolean;
  busy: boolean;
  onRedeliver: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [open, setOpen] = useState(false);
  const last = delivery.attempts.at(-1);
  return (
    <Card withBorder padding="sm" data-testid="webhook-delivery">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <StatusBadge color={STATUS_COLORS[delivery.status]}>
              {t(`webhooks.deliveryStatus.${delivery.status}`)}
            </StatusBadge>
            <Text size="sm" fw={600}>
              {t(`webhooks.events.${delivery.event}`)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(delivery.createdAt, language)} · {t('webhooks.deliveries.attempts')}:{' '}
            {delivery.attemptCount}
            {last?.statusCode ? ` · HTTP ${last.statusCode}` : ''}
            {delivery.status === 'pending' && delivery.nextAttemptAt
              ? ` · ${t('webhooks.deliveries.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt, language) })}`
              : ''}
          </Text>
        </Stack>
        <Group gap={4}>
          <Button size="xs" variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {t(open ? 'webhooks.deliveries.hide' : 'webhooks.deliveries.show')}
          </Button>
          {canRedeliver && (
            <Button size="xs" variant="default" onClick={onRedeliver} loading={busy}>
              {t('webhooks.actions.redeliver')}
            </Button>
          )}
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="xs" mt="xs">
          <Text size="xs" fw={600}>
            {t('webhooks.deliveries.payload')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {delivery.payload}
          </Code>
          {delivery.attempts.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('webhooks.deliveries.noAttempts')}
            </Text>
          )}
          {delivery.attempts.map((attempt) => (
            <Stack key={attempt.at} gap={2}>
              <Text size="xs" fw={600}>
                {t('webhooks.deliveries.attempt', { date: formatDateTime(attempt.at, language) })} ·{' '}
                {attempt.statusCode
                  ? `${t('webhooks.deliveries.statusCode')} ${attempt.statusCode}`
                  : t('webhooks.deliveries.noAnswer')}{' '}
                · {t('webhooks.deliveries.duration', { ms: attempt.durationMs })}
              </Text>
              {attempt.error && (
                <Text size="xs" c="red.8">
                  {t('webhooks.deliveries.error')}: {attempt.error}
                </Text>
              )}
              {attempt.response && (
                <Code
                  block
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto' }}
                >
                  {attempt.response}
                </Code>
              )}
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Card>
  );
}
