import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTime, formatNumber } from '@sirkula/domain/shared/format';
import type { Bin, BinHistory } from '@sirkula/domain/smartbins/answers';
import { HISTORY_RANGES, type HistoryRange } from '@sirkula/domain/smartbins/inputs';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { binHistoryQuery } from './api.ts';
import { historySummary } from './history-series.ts';

const HistoryPlot = lazy(() => import('./history-plot.tsx').then((plot) => ({ default: plot.HistoryPlot })));

/** The plot and its legend's height, kept while they load so nothing below moves. */
const PLOT_HEIGHT = 290;

/** The chart in words, for a screen reader: the latest point and the range's lowest and highest fill. */
function Summary({ id, history }: { id: string; history: BinHistory }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { latest, lowestFill, highestFill } = historySummary(history.points);
  const value = (number: number | null, unit: string) =>
    number === null ? '–' : `${formatNumber(number, language)} ${unit}`;
  return (
    <VisuallyHidden id={id}>
      {latest &&
        t('smartbins.history.summaryLatest', {
          at: formatDateTime(latest.at, language),
          fill: value(latest.fillPercent, '%'),
          temperature: value(latest.temperatureC, '°C'),
          battery: value(latest.batteryPercent, '%'),
        })}{' '}
      {lowestFill !== null &&
        highestFill !== null &&
        t('smartbins.history.summaryFill', {
          lowest: value(lowestFill, '%'),
          highest: value(highestFill, '%'),
        })}
    </VisuallyHidden>
  );
}

/**
 * A bin's fill level, temperature and battery over the last day, week or month. The chart library is
 * fetched once there is something to draw.
 */
export function HistoryChart({ bin }: { bin: Pick<Bin, 'id' | 'expectedIntervalMinutes'> }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<HistoryRange>('24h');
  const history = useQuery(binHistoryQuery(bin.id, range));
  const headingId = useId();
  const summaryId = useId();

  let body: ReactNode;
  if (history.isPending) body = <Skeleton height={PLOT_HEIGHT} />;
  else if (history.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.8">
          {errorMessage(history.error, t, 'smartbins.history.loadFailed')}
        </Text>
        <Button variant="default" size="compact-sm" onClick={() => history.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (history.data.points.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('smartbins.history.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        {history.data.resolution === 'hour' && (
          <Text size="sm" c="dimmed">
            {t('smartbins.history.hourly')}
          </Text>
        )}
        <Summary id={summaryId} history={history.data} />
        <Suspense fallback={<Skeleton height={PLOT_HEIGHT} />}>
          <HistoryPlot
            history={history.data}
            expectedIntervalMinutes={bin.expectedIntervalMinutes}
            label={t('smartbins.history.chartLabel', { period: t(`smartbins.history.periods.${range}`) })}
            summaryId={summaryId}
          />
        </Suspense>
      </>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('smartbins.history.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('smartbins.history.range')}
            value={range}
            onChange={(next) => setRange(next as HistoryRange)}
            data={HISTORY_RANGES.map((value) => ({ value, label: t(`smartbins.history.ranges.${value}`) }))}
          />
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
