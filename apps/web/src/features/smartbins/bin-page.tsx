import { Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { binQuery, useDeleteBin } from './api.ts';
import { BinFormModal } from './bin-form.tsx';
import { BinPickups } from './bin-pickups.tsx';
import { ForecastText } from './forecast-text.tsx';
import { HistoryChart } from './history-chart.tsx';
import { OpenAlerts } from './open-alerts.tsx';
import { type BinPortal, binsPath } from './paths.ts';
import { StateBadges } from './state-badges.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The latest reading as the sensor sent it, beside the fill level made of it. */
function LatestReading({ bin }: { bin: Bin }) {
  const { t } = useTranslation();
  const { latest } = bin;
  const value = (number: number | null, unit: string) => (number === null ? '–' : `${number} ${unit}`);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('smartbins.detail.latest')}
        </Title>
        {latest ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Fact label={t('smartbins.detail.measuredAt')}>
              {formatDateTime(latest.measuredAt, currentLanguage())}
            </Fact>
            <Fact label={t('smartbins.list.sorts.fillPercent')}>{value(latest.fillPercent, '%')}</Fact>
            <Fact label={t('smartbins.detail.distance')}>{value(latest.distanceMm, 'mm')}</Fact>
            <Fact label={t('smartbins.detail.temperature')}>{value(latest.temperatureC, '°C')}</Fact>
            <Fact label={t('smartbins.detail.tilt')}>{value(latest.tiltDeg, '°')}</Fact>
            <Fact label={t('smartbins.detail.battery')}>{value(latest.batteryPercent, '%')}</Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('smartbins.list.neverRead')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * One bin: its states and open alerts, its latest reading, its record and thresholds, its history;
 * for staff, who changed it.
 */
export function BinPage({ portal }: { portal: BinPortal }) {
  const manages = portal === 'internal';
  const list = binsPath(portal);
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const bin = useQuery(binQuery(id));
  const remove = useDeleteBin();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  useDocumentTitle(bin.data?.label ?? t('smartbins.title'));
  const back = <BackLink to={list} label={t('smartbins.detail.back')} />;

  if (bin.isPending) return <LoadingSpinner />;
  if (bin.isError) {
    return (
      <RecordLoadError
        error={bin.error}
        notFoundKey="smartbins.errors.notFound"
        failedKey="smartbins.detail.loadFailed"
        onRetry={() => bin.refetch()}
        back={back}
      />
    );
  }
  const detail = bin.data;
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(detail.id);
      navigate(list);
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'smartbins.errors.deleteFailed') });
      setDeleting(false);
    }
  };
  const threshold = (own: number | null, used: number, unit: string) =>
    own === null ? t('smartbins.detail.byDefault', { value: `${used} ${unit}` }) : `${own} ${unit}`;

  return (
    <Stack gap="md">
      {back}
      {banner && <NotificationBanner {...banner} />}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{detail.label}</Title>
          <Text c="dimmed">{detail.companyName}</Text>
          <StateBadges states={detail.states} hasSensor={detail.hasSensor} />
        </Stack>
        {manages && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('smartbins.list.edit')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('smartbins.list.delete')}
            </Button>
          </Group>
        )}
      </Group>
      {detail.hasSensor && (
        <OpenAlerts
          binId={detail.id}
          manages={manages}
          onAcknowledged={(message) => setBanner({ type: 'success', message })}
        />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            {detail.hasSensor && <LatestReading bin={detail} />}
            {detail.hasSensor && (
              <Paper withBorder p="md">
                <Fact label={t('smartbins.list.sorts.forecastFullAt')}>
                  <ForecastText bin={detail} />
                </Fact>
              </Paper>
            )}
            <Paper withBorder p="md">
              <SimpleGrid cols={2}>
                <Fact label={t('smartbins.fields.brand')}>{detail.brand}</Fact>
                <Fact label={t('smartbins.fields.type')}>{t(`smartbins.types.${detail.type}`)}</Fact>
                <Fact label={t('smartbins.fields.colour')}>{t(`smartbins.colours.${detail.colour}`)}</Fact>
                <Fact label={t('smartbins.fields.capacityLitres')}>{detail.capacityLitres}</Fact>
                <Fact label={t('smartbins.fields.heightCm')}>{detail.heightCm}</Fact>
                <Fact label={t('smartbins.fields.address')}>{detail.address ?? '–'}</Fact>
              </SimpleGrid>
            </Paper>
          </Stack>
        </Grid.Col>
        {detail.hasSensor && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="md">
              <SimpleGrid cols={2}>
                <Fact label={t('smartbins.fields.deviceModel')}>
                  {detail.deviceModel ? t(`smartbins.deviceModels.${detail.deviceModel}`) : '–'}
                </Fact>
                <Fact label={t('smartbins.fields.devEui')}>{detail.devEui ?? '–'}</Fact>
                <Fact label={t('smartbins.fields.imei')}>{detail.imei ?? '–'}</Fact>
                <Fact label={t('smartbins.fields.expectedIntervalMinutes')}>
                  {detail.expectedIntervalMinutes}
                </Fact>
                <Fact label={t('smartbins.fields.fullPercent')}>
                  {threshold(detail.ownThresholds.fullPercent, detail.thresholds.fullPercent, '%')}
                </Fact>
                <Fact label={t('smartbins.fields.fireC')}>
                  {threshold(detail.ownThresholds.fireC, detail.thresholds.fireC, '°C')}
                </Fact>
                <Fact label={t('smartbins.fields.tiltDeg')}>
                  {threshold(detail.ownThresholds.tiltDeg, detail.thresholds.tiltDeg, '°')}
                </Fact>
                <Fact label={t('smartbins.fields.lowBatteryPercent')}>
                  {threshold(
                    detail.ownThresholds.lowBatteryPercent,
                    detail.thresholds.lowBatteryPercent,
                    '%',
                  )}
                </Fact>
              </SimpleGrid>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
      {detail.hasSensor && <HistoryChart bin={detail} />}
      <BinPickups bin={detail} portal={portal} />
      {manages && <AuditTrail entity="smartBin" entityId={detail.id} />}
      <BinFormModal
        target={editing ? { mode: 'edit', bin: detail } : null}
        onClose={() => setEditing(false)}
        onSaved={(message) => {
          setEditing(false);
          setBanner({ type: 'success', message });
        }}
      />
      <ConfirmModal
        opened={deleting}
        title={t('smartbins.confirm.deleteTitle')}
        message={t('smartbins.confirm.delete', { label: detail.label })}
        confirmLabel={t('smartbins.list.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
