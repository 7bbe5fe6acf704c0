import 'uplot/dist/uPlot.min.css';
import { Box, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { BUSINESS_TIME_ZONE, formatDateTime, formatNumber } from '@sirkula/domain/shared/format';
import type { BinHistory } from '@sirkula/domain/smartbins/answers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { currentLanguage } from '../../lib/i18n.ts';
import { historyColumns, loneIndexes, silenceBreaksAfterMs, tickLabel } from './history-series.ts';

const HEIGHT = 240;

/** Below this width (a phone) the value axes give up their titles and mark each tick with its unit. */
const COMPACT_BELOW = 480;

/**
 * The bin's fill level, temperature and battery over the range, drawn by uPlot on a canvas as wide as
 * its container. Fetched only when there are points to draw (`history-chart.tsx`), so uPlot stays out
 * of every other screen.
 */
export function HistoryPlot({
  history,
  expectedIntervalMinutes,
  label,
  summaryId,
}: {
  history: BinHistory;
  expectedIntervalMinutes: number;
  /** What the chart shows, for a screen reader, which reads the summary rather than the canvas. */
  label: string;
  summaryId: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const theme = useMantineTheme();
  const { ref: measured, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const measuredOnce = width > 0;
  const compact = width < COMPACT_BELOW;

  const data = useMemo(
    () => historyColumns(history.points, silenceBreaksAfterMs(history.resolution, expectedIntervalMinutes)),
    [history, expectedIntervalMinutes],
  );

  const options = useMemo((): Omit<uPlot.Options, 'width'> => {
    const number = (value: number | null, unit: string) =>
      value === null ? '–' : `${formatNumber(value, language)} ${unit}`;
    const axis = {
      stroke: theme.colors.gray[7],
      grid: { stroke: theme.colors.gray[2] },
      ticks: { show: false },
    };
    const valueAxis = (scale: string, unit: string, title: string): uPlot.Axis => ({
      ...axis,
      scale,
      label: compact ? undefined : title,
      size: 48,
      values: (_u, splits) =>
        splits.map((value) => (compact ? number(value, unit) : formatNumber(value, language))),
    });
    // A reading alone between silences has no line to sit on: it is drawn as a dot.
    const points = {
      filter: (u: uPlot, series: number, show: boolean) =>
        show ? null : loneIndexes(u.data[series] as Array<number | null>),
    };
    return {
      height: HEIGHT,
      // Ticks fall on Jakarta's hours and midnights whatever the machine's zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), BUSINESS_TIME_ZONE),
      scales: {
        x: { time: true, range: [Date.parse(history.from) / 1000, Date.parse(history.to) / 1000] },
        '%': { range: [0, 100] },
      },
      series: [
        {
          label: t('smartbins.history.time'),
          value: (_u, seconds) =>
            seconds === null ? '–' : formatDateTime(new Date(seconds * 1000), language),
        },
        {
          label: t('smartbins.history.fill'),
          scale: '%',
          stroke: theme.colors.green[8],
          width: 2,
          points,
          value: (_u, value) => number(value, '%'),
        },
        {
          label: t('smartbins.history.temperature'),
          scale: '°C',
          stroke: theme.colors.red[8],
          width: 2,
          points,
          value: (_u, value) => number(value, '°C'),
        },
        {
          label: t('smartbins.history.battery'),
          scale: '%',
          stroke: theme.colors.blue[8],
          width: 2,
          dash: [6, 4],
          points,
          value: (_u, value) => number(value, '%'),
        },
      ],
      axes: [
        {
          ...axis,
          values: (_u, splits, _axis, _space, step) =>
            splits.map((seconds) => tickLabel(seconds, step, language)),
        },
        valueAxis('%', '%', t('smartbins.history.percentAxis')),
        { ...valueAxis('°C', '°C', t('smartbins.history.temperatureAxis')), side: 1, grid: { show: false } },
      ],
    };
  }, [history.from, history.to, language, t, theme, compact]);

  useEffect(() => {
    const element = target.current;
    if (!element || !measuredOnce) return;
    const chart = new uPlot({ ...options, width: element.clientWidth }, data, element);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [options, data, measuredOnce]);

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: HEIGHT });
  }, [width]);

  return (
    <Box ref={measured} miw={0}>
      <div ref={target} role="img" aria-label={label} aria-describedby={summaryId} />
    </Box>
  );
}
