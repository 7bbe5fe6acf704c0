import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import {
  DASHBOARD_PERIODS,
  type DashboardFigure,
  type DashboardPeriod,
  figureLink,
} from '@sirkula/domain/dashboard/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashboardCharts } from './dashboard-charts.tsx';

/** A customer has no journeys of its own: its road and partial delivery figures are its records. */
function figureLabel(figure: DashboardFigure, portal: Portal) {
  if (portal === 'customer' && (figure === 'onTheRoad' || figure === 'partialDeliveries')) {
    return `dashboard.figures.${figure}Customer` as const;
  }
  return `dashboard.figures.${figure}` as const;
}

/** The key figures: each a link to the filtered list that shows what it counts. */
function KeyFigures({ answer, portal }: { answer: DashboardAnswer; portal: Portal }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-GB');
  return (
    <Box
      component="ul"
      p={0}
      m={0}
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 'var(--mantine-spacing-sm)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
      }}
    >
      {answer.figures.map(({ key, count }) => (
        <li key={key}>
          <Paper
            component={Link}
            to={figureLink(portal, key, answer.today)}
            withBorder
            p="sm"
            h="100%"
            display="block"
            style={{ textDecoration: 'none', color: 'inherit' }}
            data-figure={key}
          >
            <Text fz={28} fw={700} lh={1.1} c={count > 0 ? 'green.9' : 'dark.6'}>
              {number.format(count)}
            </Text>
            <Text size="sm">{t(figureLabel(key, portal))}</Text>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

/** The period switch: links, so the address keeps the period and a shared link shows the same. */
function PeriodSwitch({ period, label }: { period: DashboardPeriod; label: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (value: DashboardPeriod) => {
    const next = new URLSearchParams(params);
    if (value === '7d') next.delete('period');
    else next.set('period', value);
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return (
    <Group gap={6} component="nav" aria-label={label}>
      {DASHBOARD_PERIODS.map((value) => (
        <Button
          key={value}
          component={Link}
          to={to(value)}
          replace
          preventScrollReset
          size="compact-sm"
          variant={value === period ? 'filled' : 'default'}
          color="green"
          aria-current={value === period ? 'true' : undefined}
        >
          {t(`dashboard.period.${value}`)}
        </Button>
      ))}
    </Group>
  );
}

interface PanelProps {
  answer: DashboardAnswer;
  period: DashboardPeriod;
  portal: Portal;
}

/** What needs acting on now, then the period's funnel and distribution. */
export function DashboardPanel({ answer, period, portal }: PanelProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const figuresId = useId();
  const periodId = useId();
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby={figuresId}>
        <Title order={2} size="h4" id={figuresId}>
          {t('dashboard.figures.title')}
        </Title>
        <KeyFigures answer={answer} portal={portal} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={periodId}>
        <Group justify="space-between" gap="xs" align="center">
          <Stack gap={0}>
            <Title order={2} size="h4" id={periodId}>
              {t(`dashboard.period.${period}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.period.range', {
                from: formatDate(answer.from, language),
                to: formatDate(answer.to, language),
              })}
            </Text>
          </Stack>
          <PeriodSwitch period={period} label={t('dashboard.period.label')} />
        </Group>
        <DashboardCharts answer={answer} portal={portal} />
      </Stack>
    </Stack>
  );
}
