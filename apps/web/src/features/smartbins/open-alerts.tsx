import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateTime, formatNumber } from '@sirkula/domain/shared/format';
import type { BinAlert } from '@sirkula/domain/smartbins/answers';
import { acknowledgeInput } from '@sirkula/domain/smartbins/inputs';
import type { AlertKind } from '@sirkula/domain/smartbins/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { binAlertsQuery, useAcknowledgeAlert } from './api.ts';
import { STATE_COLOURS } from './state-badges.tsx';

/** What the reading that opened an alert measured: degrees for a fire or a fall, percent otherwise. */
const UNITS: Record<AlertKind, string> = { fire: '°C', fall: '°', full: '%', lowBattery: '%', offline: '' };

/** Staff say what they did about an alert; the note is required. */
function AcknowledgeModal({
  alert,
  onClose,
  onDone,
}: {
  alert: BinAlert | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={alert !== null} onClose={onClose} title={t('smartbins.alerts.acknowledgeTitle')}>
      {alert && <AcknowledgeForm alert={alert} onCancel={onClose} onDone={onDone} />}
    </FormModal>
  );
}

function AcknowledgeForm({
  alert,
  onCancel,
  onDone,
}: {
  alert: BinAlert;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeAlert();
  const form = useForm({ initialValues: { note: '' }, validate: validateWith(acknowledgeInput, t) });
  const { busy, banner, run } = useSubmission({
    setErrors: form.setErrors,
    fallbackKey: 'smartbins.alerts.acknowledgeFailed',
  });
  const submit = form.onSubmit(async ({ note }) => {
    const message = t('smartbins.alerts.acknowledged', { kind: t(`smartbins.states.${alert.kind}`) });
    const done = await run(async () => {
      await acknowledge.mutateAsync({ id: alert.id, note });
      return message;
    });
    if (done) onDone(message);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <Text size="sm">
          {t('smartbins.alerts.acknowledgeIntro', {
            kind: t(`smartbins.states.${alert.kind}`),
            at: formatDateTime(alert.openedAt, currentLanguage()),
          })}
        </Text>
        <Textarea
          label={t('smartbins.alerts.note')}
          description={t('smartbins.alerts.noteHint')}
          required
          autosize
          minRows={3}
          maxLength={1_000}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t('smartbins.alerts.acknowledge')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AlertItem({ alert, onAcknowledge }: { alert: BinAlert; onAcknowledge: (() => void) | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Badge
              color={STATE_COLOURS[alert.kind]}
              variant={alert.kind === 'fire' ? 'filled' : 'light'}
              tt="none"
            >
              {t(`smartbins.states.${alert.kind}`)}
            </Badge>
            {alert.value !== null && (
              <Text size="sm" fw={600}>
                {formatNumber(alert.value, language)} {UNITS[alert.kind]}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('smartbins.alerts.openedAt', { at: formatDateTime(alert.openedAt, language) })}
          </Text>
          {alert.acknowledgedAt && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('smartbins.alerts.acknowledgedBy', {
                name: alert.acknowledgedByName ?? '–',
                at: formatDateTime(alert.acknowledgedAt, language),
              })}
              {alert.note && `: ${alert.note}`}
            </Text>
          )}
        </Stack>
        {onAcknowledge && !alert.acknowledgedAt && (
          <Button variant="default" size="compact-sm" onClick={onAcknowledge}>
            {t('smartbins.alerts.acknowledge')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The bin's alerts that still hold; staff acknowledge them with a note, a customer reads them. */
export function OpenAlerts({
  binId,
  manages,
  onAcknowledged,
}: {
  binId: string;
  manages: boolean;
  onAcknowledged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const alerts = useQuery(binAlertsQuery(binId));
  const [acknowledging, setAcknowledging] = useState<BinAlert | null>(null);
  const headingId = useId();

  let body: ReactNode;
  if (alerts.isPending) body = <Skeleton height={60} />;
  else if (alerts.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.8">
          {errorMessage(alerts.error, t, 'smartbins.alerts.loadFailed')}
        </Text>
        <Button variant="default" size="compact-sm" onClick={() => alerts.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (alerts.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('smartbins.alerts.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {alerts.data.items.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            onAcknowledge={manages ? () => setAcknowledging(alert) : null}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('smartbins.alerts.title')}
        </Title>
        {body}
      </Stack>
      {manages && (
        <AcknowledgeModal
          alert={acknowledging}
          onClose={() => setAcknowledging(null)}
          onDone={(message) => {
            setAcknowledging(null);
            onAcknowledged(message);
          }}
        />
      )}
    </Paper>
  );
}
