import { Badge, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatDateTime, formatQuantity, formatRupiah } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteDetail } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { Slot } from '../../components/slot.tsx';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { wasteQuery } from './api.ts';
import { B3CodeFacts } from './b3-code-picker.tsx';
import { RecordJourneyCard } from './record-journey-card.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { useWasteAction } from './use-waste-action.ts';
import { type WasteDialog, WasteDialogs } from './waste-actions.tsx';

/** `/<portal>/waste/:id`: the record's facts, its status history and, for staff, its audit trail. */
export function WasteDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = usePortalSession();
  const base = `/${user.userType}/waste`;
  const record = useQuery(wasteQuery(id));
  useDocumentTitle(record.data?.transactionNumber ?? t('waste.title'));

  if (record.isPending) return <LoadingSpinner />;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFoundKey="waste.errors.notFound"
        failedKey="waste.detail.loadFailed"
        onRetry={() => record.refetch()}
        back={<BackLink to={base} label={t('waste.detail.back')} />}
      />
    );
  }

  return <Detail record={record.data} base={base} />;
}

function Detail({ record, base }: { record: WasteDetail; base: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const location = useLocation();
  const { user } = usePortalSession();
  const internal = user.userType === 'internal';
  const arrival = location.state as { message?: string } | null;
  const [banner, setBanner] = useState<Banner | null>(
    arrival?.message ? { type: 'success', message: arrival.message } : null,
  );
  const [dialog, setDialog] = useState<WasteDialog>(null);
  const submit = useWasteAction(record.id);
  const unit = t(unitLabelKey(record.unit));

  const sendDraft = async () => {
    setBanner(null);
    try {
      const answer = await submit.mutateAsync({ kind: 'submit' });
      setBanner({ type: 'success', message: answer.message });
    } catch (failure) {
      setBanner({ type: 'error', message: errorMessage(failure, t) });
    }
  };

  const facts: Array<[string, ReactNode]> = [
    [t('waste.fields.registrationNumber'), record.registrationNumber],
    [t('waste.fields.transactionDate'), formatDate(record.transactionDate, language)],
    ...(user.userType === 'customer'
      ? []
      : [[t('waste.fields.company'), record.companyName] satisfies [string, ReactNode]]),
    [t('waste.fields.contract'), record.contractNumber],
    [t('waste.fields.type'), t(`waste.types.${record.type}`)],
    ...(record.subType
      ? [[t('waste.fields.subType'), t(`waste.subTypes.${record.subType}`)] satisfies [string, ReactNode]]
      : []),
    ...(record.wasteCode
      ? [
          [t('waste.fields.wasteCode'), <B3CodeFacts key="code" code={record.wasteCode} />] satisfies [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('waste.fields.quantity'), formatQuantity(record.quantity, unit, language)],
    // The server sends the price only to those who pay or bill it.
    ...(record.potentialCost === undefined
      ? []
      : [
          [t('waste.fields.potentialCost'), formatRupiah(record.potentialCost)] satisfies [string, ReactNode],
        ]),
    [t('waste.fields.packaging'), t(`waste.packagings.${record.packaging}`)],
    ...(record.type === 'b3'
      ? [
          [
            t('waste.fields.physicalForm'),
            record.physicalForm ? t(`waste.physicalForms.${record.physicalForm}`) : '—',
          ] satisfies [string, ReactNode],
          [t('waste.fields.packageCount'), record.packageCount ?? '—'] satisfies [string, ReactNode],
        ]
      : []),
    [t('waste.fields.generatedOn'), record.generatedOn ? formatDate(record.generatedOn, language) : '—'],
    [
      t('waste.fields.requestedPickupDate'),
      `${record.requestedPickupDate ? formatDate(record.requestedPickupDate, language) : '—'}, ${t(`waste.timeWindows.${record.timeWindow}`)}`,
    ],
    [t('waste.fields.pickupAddress'), record.pickupAddress],
    [t('waste.fields.notes'), record.notes ?? '—'],
    [t('waste.fields.createdBy'), record.createdByName ?? '—'],
    ...(record.cancelReason
      ? [[t('waste.fields.cancelReason'), record.cancelReason] satisfies [string, ReactNode]]
      : []),
  ];

  return (
    <Stack gap="md" maw={1000}>
      <BackLink to={base} label={t('waste.detail.back')} />
      <Stack gap={6}>
        <Title order={1} size="h2">
          {record.transactionNumber}
        </Title>
        <Group gap="xs">
          <WasteStatusBadge status={record.status} size="lg" />
          {record.status === 'waiting' && (
            <Badge
              color={record.confirmedAt ? 'green' : 'gray'}
              variant="dot"
              styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
            >
              {record.confirmedAt
                ? t('waste.detail.confirmedOn', { date: formatDateTime(record.confirmedAt, language) })
                : t('waste.detail.notConfirmed')}
            </Badge>
          )}
        </Group>
      </Stack>
      {banner && <NotificationBanner {...banner} />}
      <Group gap="xs" wrap="wrap">
        {record.can.edit && (
          <Button component={Link} to={`${base}/${record.id}/edit`} variant="default">
            {t('waste.detail.edit')}
          </Button>
        )}
        {record.can.submit && (
          <Button color="green" loading={submit.isPending} onClick={sendDraft}>
            {t('waste.detail.submit')}
          </Button>
        )}
        {record.can.confirm && !record.confirmedAt && (
          <Button color="green" onClick={() => setDialog('confirm')}>
            {t('waste.detail.confirm')}
          </Button>
        )}
        {record.can.reschedule && (
          <Button variant="default" onClick={() => setDialog('reschedule')}>
            {t('waste.detail.reschedule')}
          </Button>
        )}
        {record.can.printLabel && (
          <Button component={Link} to={`${base}/${record.id}/label`} variant="default">
            {t('waste.detail.label')}
          </Button>
        )}
        {record.can.cancel && (
          <Button variant="outline" color="red" onClick={() => setDialog('cancel')}>
            {t('waste.detail.cancel')}
          </Button>
        )}
      </Group>
      {!record.can.cancel && record.status !== 'cancelled' && record.status !== 'delivered' && (
        // Says why there is no cancel button, instead of leaving the user to look for one.
        <Text size="sm" c="dimmed">
          {t('waste.errors.cannotCancel')}
        </Text>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="md" component="section" aria-labelledby="waste-facts" h="100%">
            <Title order={2} size="h4" mb="sm" id="waste-facts">
              {t('waste.detail.facts')}
            </Title>
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
                gap: 'var(--mantine-spacing-sm)',
              }}
            >
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed" fw={600}>
                    {label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    size="sm"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Text>
                </div>
              ))}
            </Box>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="md" component="section" aria-labelledby="waste-history" h="100%">
            <Title order={2} size="h4" mb="sm" id="waste-history">
              {t('waste.detail.history')}
            </Title>
            {record.history.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('waste.detail.historyEmpty')}
              </Text>
            ) : (
              <StatusTimeline history={record.history} confirmedAt={record.confirmedAt} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {record.status !== 'drafted' && <RecordJourneyCard record={record} portal={user.userType} />}
      <Slot name="waste.panels" props={{ record }} />
      {internal && <AuditTrail entity="waste" entityId={record.id} unit={record.unit} />}
      <WasteDialogs record={record} dialog={dialog} onClose={() => setDialog(null)} onDone={setBanner} />
    </Stack>
  );
}
