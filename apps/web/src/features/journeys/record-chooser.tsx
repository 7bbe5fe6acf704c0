import { Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { unitLabelKey, WASTE_TYPES } from '@sirkula/domain/contracts/rules';
import { MAX_RECORDS_PER_JOURNEY } from '@sirkula/domain/journeys/inputs';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { lastPage } from '@sirkula/domain/shared/lists';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PageControls } from '../../components/list/page-controls.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { candidateRecordsQuery } from './api.ts';
import { RecordTotals } from './record-totals.tsx';

type WasteType = (typeof WASTE_TYPES)[number];

interface Props {
  /** The records chosen so far, on any page of the candidates. */
  chosen: ReadonlyMap<string, WasteSummary>;
  onToggle: (record: WasteSummary, checked: boolean) => void;
  /** The server's or the schema's word on the chosen records. */
  error?: string;
}

/**
 * Waiting records the team has confirmed, filtered as the waste list is (customer, waste type, pickup
 * day), a page at a time; the choice survives paging and filtering, and its totals show per unit.
 */
export function RecordChooser({ chosen, onToggle, error }: Props) {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [type, setType] = useState<WasteType | null>(null);
  const [pickupDate, setPickupDate] = useState('');
  const [page, setPage] = useState(1);
  const filter = { companyId: companyId ?? undefined, type: type ?? undefined, pickupDate, page };
  const candidates = useQuery(candidateRecordsQuery(filter));
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const full = chosen.size >= MAX_RECORDS_PER_JOURNEY;
  const pages = candidates.data ? lastPage({ ...candidates.data, rows: candidates.data.items.length }) : 1;

  return (
    <Stack gap="sm">
      <FilterGrid cols={{ base: 1, sm: 3 }}>
        <CompanyPicker
          label={t('journeys.create.customer')}
          placeholder={t('journeys.list.any')}
          kind="customer"
          value={companyId}
          onChange={(id) => refilter(() => setCompanyId(id))}
        />
        <FilterSelect
          label={t('journeys.list.wasteType')}
          anyLabel={t('journeys.list.any')}
          values={WASTE_TYPES}
          labelOf={(value) => t(`waste.types.${value}`)}
          value={type ?? undefined}
          onChange={(value) => refilter(() => setType(value))}
        />
        <DateField
          label={t('journeys.create.pickupDate')}
          placeholder={t('journeys.list.any')}
          clearable
          value={pickupDate}
          onChange={(value) => refilter(() => setPickupDate(value))}
        />
      </FilterGrid>
      {candidates.isPending ? (
        <LoadingSpinner />
      ) : candidates.isError ? (
        <ListLoadError
          message={errorMessage(candidates.error, t, 'journeys.create.candidatesFailed')}
          onRetry={() => candidates.refetch()}
        />
      ) : candidates.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('journeys.create.noCandidates')}
        </Text>
      ) : (
        <>
          <Candidates records={candidates.data.items} chosen={chosen} full={full} onToggle={onToggle} />
          {pages > 1 && <PageControls total={pages} value={page} onChange={setPage} size="sm" />}
        </>
      )}
      <RecordTotals records={[...chosen.values()]} kind="chosen" />
      {full && (
        <Text size="sm" c="dimmed">
          {t('journeys.validation.tooManyRecords')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

interface CandidatesProps {
  records: WasteSummary[];
  chosen: ReadonlyMap<string, WasteSummary>;
  full: boolean;
  onToggle: (record: WasteSummary, checked: boolean) => void;
}

/** A table to tick on a wide screen; on a phone, cards with the same facts. */
function Candidates({ records, chosen, full, onToggle }: CandidatesProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const facts = (record: WasteSummary) => ({
    waste: [t(`waste.types.${record.type}`), record.wasteCode].filter(Boolean).join(' · '),
    quantity: formatQuantity(record.quantity, t(unitLabelKey(record.unit)), language),
    pickup: record.requestedPickupDate ? formatDate(record.requestedPickupDate, language) : '—',
  });
  const box = (record: WasteSummary) => {
    const checked = chosen.has(record.id);
    return (
      <Checkbox
        aria-label={t('journeys.create.choose', { number: record.transactionNumber })}
        checked={checked}
        disabled={full && !checked}
        onChange={(event) => onToggle(record, event.currentTarget.checked)}
      />
    );
  };

  if (phone) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map((record) => {
          const fact = facts(record);
          return (
            <Paper component="li" key={record.id} withBorder p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {box(record)}
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {record.transactionNumber}
                  </Text>
                  <Text size="sm">{record.companyName}</Text>
                  <Text size="sm" c="dimmed">
                    {fact.waste} · {fact.quantity} · {fact.pickup}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="xs" aria-label={t('journeys.create.candidates')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>{t('journeys.create.chosen')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('journeys.records.record')}</Table.Th>
          <Table.Th>{t('journeys.records.customer')}</Table.Th>
          <Table.Th>{t('journeys.records.waste')}</Table.Th>
          <Table.Th>{t('journeys.records.requested')}</Table.Th>
          <Table.Th>{t('journeys.create.pickupDate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => {
          const fact = facts(record);
          return (
            <Table.Tr key={record.id}>
              <Table.Td>{box(record)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {record.transactionNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {record.registrationNumber}
                </Text>
              </Table.Td>
              <Table.Td>{record.companyName}</Table.Td>
              <Table.Td>{fact.waste}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fact.quantity}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fact.pickup}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
