import { Box, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { WasteType } from '@sirkula/domain/contracts/rules';
import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Slice = DashboardAnswer['distribution'][number];
type Measure = 'kg' | 'count';

/** Bar colours: dark enough for 3:1 against white as shapes; every number beside them is dark text. */
const STAGE_COLOUR = 'var(--mantine-color-green-8)';
const TYPE_COLOURS: Record<WasteType, string> = {
  b3: 'var(--mantine-color-red-8)',
  nonB3: 'var(--mantine-color-green-8)',
  electronic: 'var(--mantine-color-blue-8)',
  medical: 'var(--mantine-color-grape-8)',
  other: 'var(--mantine-color-gray-7)',
};

function useNumber() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-GB', {
    maximumFractionDigits: 2,
  });
  return (value: number) => format.format(value);
}

interface Bar {
  key: string;
  label: string;
  value: number;
  text: string;
  colour: string;
  /** What a pointer resting on the bar shows (the B3 codes). */
  hint?: string;
}

/** Horizontal bars, label and number above each: they read the same at 375 px and on a desktop. */
function Bars({ bars }: { bars: Bar[] }) {
  const largest = Math.max(...bars.map((bar) => bar.value), 0);
  return (
    <Stack gap={8} aria-hidden="true">
      {bars.map((bar) => (
        <Box key={bar.key} title={bar.hint} data-bar={bar.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{bar.label}</Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {bar.text}
            </Text>
          </Group>
          <Box h={10} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
            <Box
              h="100%"
              w={`${largest > 0 ? Math.max((bar.value / largest) * 100, bar.value > 0 ? 1.5 : 0) : 0}%`}
              style={{ background: bar.colour, borderRadius: 4 }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

interface PanelProps {
  title: string;
  explain: string;
  /** The controls beside the title (the measure switch). */
  controls?: ReactNode;
  chart: ReactNode;
  /** The same numbers as a table: always there for screen readers, shown on request for everyone. */
  table: (caption: string) => ReactNode;
  empty: string | null;
  footer?: ReactNode;
}

/** One chart with its title, what it counts, and its table. */
function ChartPanel({ title, explain, controls, chart, table, empty, footer }: PanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} flex="1 1 20rem" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Button variant="subtle" color="green" size="compact-sm" onClick={() => setAsTable(!asTable)}>
            {asTable ? t('dashboard.showChart') : t('dashboard.showTable')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {explain}
        </Text>
        {controls}
        {empty ? (
          <Text size="sm">{empty}</Text>
        ) : asTable ? (
          table(title)
        ) : (
          <>
            {chart}
            <VisuallyHidden>{table(title)}</VisuallyHidden>
          </>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

function Funnel({ answer, portal }: { answer: DashboardAnswer; portal: Portal }) {
  const { t } = useTranslation();
  const number = useNumber();
  const total = answer.funnel.reduce((sum, step) => sum + step.count, 0);
  return (
    <ChartPanel
      title={t('dashboard.funnel.title')}
      explain={t(`dashboard.funnel.explain.${portal}`)}
      empty={total === 0 ? t('dashboard.funnel.empty') : null}
      chart={
        <Bars
          bars={answer.funnel.map((step) => ({
            key: step.stage,
            label: t(`journeys.stages.${step.stage}`),
            value: step.count,
            text: number(step.count),
            colour: STAGE_COLOUR,
          }))}
        />
      }
      table={(caption) => (
        <Table fz="sm" data-chart-table="funnel">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.funnel.stage')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.funnel.journeys')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.funnel.map((step) => (
              <Table.Tr key={step.stage}>
                <Table.Th scope="row" fw={400}>
                  {t(`journeys.stages.${step.stage}`)}
                </Table.Th>
                <Table.Td ta="right">{number(step.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}

/** Records, kilograms and bins of a row, as table cells. */
function AmountCells({ amount }: { amount: { count: number; kg: number; bins: number } }) {
  const number = useNumber();
  return (
    <>
      <Table.Td ta="right">{number(amount.count)}</Table.Td>
      <Table.Td ta="right">{number(amount.kg)}</Table.Td>
      <Table.Td ta="right">{number(amount.bins)}</Table.Td>
    </>
  );
}

function AmountHeads({ first }: { first: string }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{first}</Table.Th>
        <Table.Th scope="col" ta="right">
          {t('dashboard.distribution.records')}
        </Table.Th>
        <Table.Th scope="col" ta="right">
          {t('dashboard.distribution.weight')}
        </Table.Th>
        <Table.Th scope="col" ta="right">
          {t('dashboard.distribution.bins')}
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

function B3Codes({ b3 }: { b3: Slice }) {
  const { t } = useTranslation();
  if (b3.codes.length === 0) return null;
  return (
    <Table fz="sm" data-chart-table="b3">
      <Table.Caption>{t('dashboard.distribution.b3Title')}</Table.Caption>
      <AmountHeads first={t('dashboard.distribution.code')} />
      <Table.Tbody>
        {b3.codes.map((code) => (
          <Table.Tr key={code.code ?? ''}>
            <Table.Th scope="row" fw={400}>
              {code.code ?? t('dashboard.distribution.noCode')}
            </Table.Th>
            <AmountCells amount={code} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Distribution({ answer, portal }: { answer: DashboardAnswer; portal: Portal }) {
  const { t } = useTranslation();
  const number = useNumber();
  const [measure, setMeasure] = useState<Measure>('kg');
  const slices = answer.distribution;
  const records = slices.reduce((sum, slice) => sum + slice.count, 0);
  const b3 = slices.find((slice) => slice.type === 'b3');
  const amountText = (amount: { count: number; kg: number; bins: number }) => {
    if (measure === 'count') return t('dashboard.distribution.recordsValue', { value: number(amount.count) });
    const kg = t('dashboard.distribution.kgValue', { value: number(amount.kg) });
    return amount.bins > 0
      ? `${kg} + ${t('dashboard.distribution.binsValue', { value: number(amount.bins) })}`
      : kg;
  };
  const measureSwitch = (
    <Group gap={6} role="group" aria-label={t('dashboard.distribution.measure')}>
      {(['kg', 'count'] as const).map((value) => (
        <Button
          key={value}
          size="compact-xs"
          variant={measure === value ? 'filled' : 'default'}
          color="green"
          aria-pressed={measure === value}
          onClick={() => setMeasure(value)}
        >
          {t(`dashboard.distribution.${value}`)}
        </Button>
      ))}
    </Group>
  );
  return (
    <ChartPanel
      title={t('dashboard.distribution.title')}
      explain={t(`dashboard.distribution.explain.${portal}`)}
      controls={records > 0 ? measureSwitch : undefined}
      empty={records === 0 ? t('dashboard.distribution.empty') : null}
      chart={
        <Bars
          bars={slices.map((slice) => ({
            key: slice.type,
            label: t(`waste.types.${slice.type}`),
            value: measure === 'kg' ? slice.kg : slice.count,
            text: amountText(slice),
            colour: TYPE_COLOURS[slice.type],
            hint:
              slice.type === 'b3' && slice.codes.length > 0
                ? slice.codes
                    .map((code) => `${code.code ?? t('dashboard.distribution.noCode')}: ${amountText(code)}`)
                    .join('\n')
                : undefined,
          }))}
        />
      }
      table={(caption) => (
        <Table fz="sm" data-chart-table="distribution">
          <Table.Caption>{caption}</Table.Caption>
          <AmountHeads first={t('dashboard.distribution.type')} />
          <Table.Tbody>
            {slices.map((slice) => (
              <Table.Tr key={slice.type}>
                <Table.Th scope="row" fw={400}>
                  {t(`waste.types.${slice.type}`)}
                </Table.Th>
                <AmountCells amount={slice} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      footer={
        records > 0 && (
          <>
            {b3 && <B3Codes b3={b3} />}
            <Text size="xs" c="dimmed">
              {t('dashboard.distribution.binsNote')}
            </Text>
          </>
        )
      }
    />
  );
}

/** The period's journey funnel and waste distribution, side by side where there is room. */
export function DashboardCharts({ answer, portal }: { answer: DashboardAnswer; portal: Portal }) {
  return (
    <Group align="stretch" gap="md">
      <Funnel answer={answer} portal={portal} />
      <Distribution answer={answer} portal={portal} />
    </Group>
  );
}
