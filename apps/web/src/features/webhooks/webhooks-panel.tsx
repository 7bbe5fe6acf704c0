import { Button, Card, Group, Menu, Pagination, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WebhookSubscription } from '@sirkula/domain/webhooks/answers';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { sessionQuery } from '../../lib/session.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { subscriptionsQuery, useRotateSecret, useSubscriptionAction } from './api.ts';
import { DeliveriesModal } from './deliveries.tsx';
import { SecretModal, SubscriptionFormModal, type WithSecret } from './subscription-form.tsx';

const PAGE_SIZE = 10;

type Confirming = { kind: 'delete' | 'rotate'; subscription: WebhookSubscription } | null;

/**
 * A company's webhooks on its page (`companyId`), or every company's on the provider's API page:
 * listed with their status, made and changed in a modal, the secret shown once, deliveries in another.
 * Only a company's admins and the provider's staff see it; a company's members see nothing.
 */
export function WebhooksPanel({ companyId }: { companyId?: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const session = useQuery(sessionQuery);
  const user = session.data?.user;
  const [page, setPage] = useState(1);
  const reader = user && (user.userType === 'internal' || user.role === 'admin');
  const answer = useQuery({
    ...subscriptionsQuery({ ...(companyId ? { companyId } : {}), page, pageSize: PAGE_SIZE }),
    enabled: Boolean(reader),
  });
  const [form, setForm] = useState<{ editing: WebhookSubscription | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showing, setShowing] = useState<WebhookSubscription | null>(null);
  const action = useSubscriptionAction();
  const rotate = useRotateSecret();
  const { busy, banner, run } = useSubmission();
  if (!reader) return null;
  const canCreate = user.role === 'admin';

  const act = (subscription: WebhookSubscription, kind: 'pause' | 'resume' | 'test') =>
    run(async () => {
      await action.mutateAsync({ id: subscription.id, action: kind });
      return t(
        kind === 'pause'
          ? 'webhooks.messages.paused'
          : kind === 'resume'
            ? 'webhooks.messages.resumed'
            : 'webhooks.messages.testSent',
      );
    });
  const confirmed = async () => {
    if (!confirming) return;
    const { kind, subscription } = confirming;
    const answers: { rotated?: WithSecret } = {};
    await run(async () => {
      if (kind === 'delete') {
        await action.mutateAsync({ id: subscription.id, action: 'delete' });
        return t('webhooks.messages.deleted');
      }
      answers.rotated = await rotate.mutateAsync(subscription.id);
      return t('webhooks.messages.rotated');
    });
    setConfirming(null);
    if (answers.rotated) setSecret(answers.rotated.secret);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-webhooks">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="company-webhooks">
            {t('webhooks.title')}
          </Title>
          {canCreate && (
            <Button
              size="sm"
              color="green"
              leftSection={<IconPlus size={16} />}
              onClick={() => setForm({ editing: null })}
            >
              {t('webhooks.add')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('webhooks.intro')}
        </Text>
        {!canCreate && (
          <Text size="sm" c="dimmed">
            {t('webhooks.readOnly')}
          </Text>
        )}
        {banner && <NotificationBanner {...banner} />}
        {answer.isPending ? (
          <LoadingSpinner />
        ) : answer.isError ? (
          <ListLoadError
            message={errorMessage(answer.error, t, 'webhooks.list.loadFailed')}
            onRetry={() => answer.refetch()}
          />
        ) : answer.data.items.length === 0 ? (
          <Stack gap={2}>
            <Text size="sm">{t('webhooks.list.empty')}</Text>
            {canCreate && (
              <Text size="sm" c="dimmed">
                {t('webhooks.list.emptyHint')}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xs">
            {answer.data.items.map((subscription) => (
              <Card key={subscription.id} withBorder padding="sm" data-testid="webhook-row">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                    <Group gap="xs" wrap="wrap">
                      <StatusBadge color={subscription.status === 'active' ? 'green' : 'gray'}>
                        {t(`webhooks.status.${subscription.status}`)}
                      </StatusBadge>
                      {subscription.lastDeliveryStatus && (
                        <StatusBadge
                          color={
                            subscription.lastDeliveryStatus === 'delivered'
                              ? 'teal'
                              : subscription.lastDeliveryStatus === 'failed'
                                ? 'red'
                                : 'yellow'
                          }
                        >
                          {t(`webhooks.deliveryStatus.${subscription.lastDeliveryStatus}`)}
                        </StatusBadge>
                      )}
                    </Group>
                    <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                      {subscription.url}
                    </Text>
                    {!companyId && (
                      <Text size="xs" c="dimmed">
                        {subscription.companyName}
                      </Text>
                    )}
                    {subscription.description && <Text size="sm">{subscription.description}</Text>}
                    <Text size="xs" c="dimmed">
                      {subscription.events.map((event) => t(`webhooks.events.${event}`)).join(' · ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {subscription.lastDeliveryAt
                        ? t('webhooks.list.lastDelivery', {
                            date: formatDateTime(subscription.lastDeliveryAt, language),
                          })
                        : t('webhooks.list.never')}
                      {subscription.pausedReason &&
                        ` · ${t(`webhooks.pausedReasons.${subscription.pausedReason}`)}`}
                      {subscription.failingSince &&
                        ` · ${t('webhooks.list.failingSince', {
                          date: formatDateTime(subscription.failingSince, language),
                        })}`}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setShowing(subscription)}>
                      {t('webhooks.actions.deliveries')}
                    </Button>
                    {subscription.canManage && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="gray"
                            px={6}
                            aria-label={t('webhooks.list.actions')}
                            loading={busy}
                          >
                            <IconDots size={16} />
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setForm({ editing: subscription })}>
                            {t('webhooks.actions.edit')}
                          </Menu.Item>
                          {subscription.status === 'active' ? (
                            <>
                              <Menu.Item onClick={() => act(subscription, 'test')}>
                                {t('webhooks.actions.test')}
                              </Menu.Item>
                              <Menu.Item onClick={() => act(subscription, 'pause')}>
                                {t('webhooks.actions.pause')}
                              </Menu.Item>
                            </>
                          ) : (
                            <Menu.Item onClick={() => act(subscription, 'resume')}>
                              {t('webhooks.actions.resume')}
                            </Menu.Item>
                          )}
                          <Menu.Item onClick={() => setConfirming({ kind: 'rotate', subscription })}>
                            {t('webhooks.actions.rotate')}
                          </Menu.Item>
                          <Menu.Item
                            color="red"
                            onClick={() => setConfirming({ kind: 'delete', subscription })}
                          >
                            {t('webhooks.actions.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
            {answer.data.total > PAGE_SIZE && (
              <Pagination
                size="sm"
                value={page}
                onChange={setPage}
                total={Math.ceil(answer.data.total / PAGE_SIZE)}
              />
            )}
          </Stack>
        )}
      </Stack>
      <SubscriptionFormModal
        opened={form !== null}
        editing={form?.editing ?? null}
        companyId={companyId ?? null}
        onClose={() => setForm(null)}
        onCreated={(created) => {
          setForm(null);
          setSecret(created.secret);
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <ConfirmModal
        opened={confirming !== null}
        title={t(
          confirming?.kind === 'rotate' ? 'webhooks.confirm.rotateTitle' : 'webhooks.confirm.deleteTitle',
        )}
        message={
          confirming?.kind === 'rotate'
            ? t('webhooks.confirm.rotate')
            : t('webhooks.confirm.delete', { url: confirming?.subscription.url ?? '' })
        }
        confirmLabel={t(
          confirming?.kind === 'rotate' ? 'webhooks.actions.rotate' : 'webhooks.actions.delete',
        )}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmed}
      />
      <DeliveriesModal subscription={showing} onClose={() => setShowing(null)} />
    </Card>
  );
}
