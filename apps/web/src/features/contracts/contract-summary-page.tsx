import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNpwp } from '@sirkula/domain/companies/rules';
import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import { noFrequencyPrice, unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatNumber, formatRupiah } from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { contractQuery } from './api.ts';
import { ContractKindBadge, ContractStatusBadge, frequencyText } from './contract-badges.tsx';

/**
 * On paper only the summary remains: the portal's header, menu and footer, and the page's own
 * buttons, are hidden; the sheet is A4 with its margins.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 15mm; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, footer, [data-print-hide] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .contract-sheet { border: 0 !important; padding: 0 !important; box-shadow: none !important; max-width: none !important; }
  .contract-sheet section { break-inside: avoid; }
}
`;

/** Customers and partners: their own contract, read-only, ready to print. */
export function ContractSummaryPage({ portal }: { portal: 'customer' | 'partner' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const contract = useQuery(contractQuery(id));
  useDocumentTitle(
    contract.data ? `${t('contracts.summary.title')} ${contract.data.number}` : t('contracts.title'),
  );
  const back = <BackLink to={`/${portal}/contracts`} label={t('contracts.summary.back')} />;

  if (contract.isPending) return <LoadingSpinner />;
  if (contract.isError) {
    return (
      <RecordLoadError
        error={contract.error}
        notFoundKey="contracts.errors.notFound"
        failedKey="contracts.detail.loadFailed"
        onRetry={() => contract.refetch()}
        back={back}
      />
    );
  }

  return (
    <Stack gap="md" maw={860}>
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" wrap="wrap" data-print-hide>
        {back}
        <Button color="green" onClick={() => window.print()}>
          {t('contracts.summary.print')}
        </Button>
      </Group>
      <ContractSheet contract={contract.data} />
      <Text size="sm" c="dimmed" data-print-hide>
        {t('contracts.summary.readOnlyNote')}
      </Text>
    </Stack>
  );
}

function ContractSheet({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const unit = t(unitLabelKey(contract.unit));
  const noPrice = noFrequencyPrice(contract);
  const quantity = formatNumber(contract.maxQuantityPerFrequency, language);
  const company = contract.company;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} className="contract-sheet" component="article">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {t('contracts.summary.title')}
          </Title>
          <Text fw={700} size="lg">
            {contract.number}
          </Text>
          <Group gap="xs">
            <ContractStatusBadge status={contract.displayStatus} />
            <ContractKindBadge kind={contract.kind} />
          </Group>
        </Stack>

        <Block title={t('contracts.summary.counterparty')}>
          <Facts>
            <Fact label={t('contracts.fields.company')}>{company.name}</Fact>
            <Fact label={t('contracts.summary.address')}>
              {[company.address, company.city].filter(Boolean).join(', ') || t('contracts.summary.none')}
            </Fact>
            <Fact label={t('contracts.summary.npwp')}>
              {company.npwp ? formatNpwp(company.npwp) : t('contracts.summary.none')}
            </Fact>
          </Facts>
        </Block>

        <Block title={t('contracts.form.sections.parties')}>
          <Facts>
            <Fact label={t('contracts.fields.startDate')}>{formatDate(contract.startDate, language)}</Fact>
            <Fact label={t('contracts.fields.endDate')}>{formatDate(contract.endDate, language)}</Fact>
          </Facts>
        </Block>

        <Block title={t('contracts.form.sections.pricing')}>
          <Facts>
            <Fact label={t('contracts.fields.unit')}>{unit}</Fact>
            <Fact label={t('contracts.fields.pricePerUnit')}>
              {t('contracts.summary.priceWithUnit', { price: formatRupiah(contract.pricePerUnit), unit })}
            </Fact>
          </Facts>
        </Block>

        <Block title={t('contracts.form.sections.schedule')}>
          <Facts>
            <Fact label={t('contracts.fields.frequency')}>
              {frequencyText(t, contract.frequency, contract.frequencyInterval)}
            </Fact>
            <Fact label={t('contracts.fields.pricePerFrequency')}>
              {noPrice
                ? t(`contracts.summary.noFrequencyPrice.${noPrice}`, { unit })
                : formatRupiah(contract.pricePerFrequency)}
            </Fact>
            <Fact label={t('contracts.fields.transportCost')}>{formatRupiah(contract.transportCost)}</Fact>
            <Fact label={t('contracts.fields.maxQuantityPerFrequency')}>
              {t('contracts.summary.perPeriod', { quantity, unit })}
            </Fact>
            <Fact label={t('contracts.fields.onDemand')}>
              {t(`contracts.onDemandValues.${contract.onDemand ? 'yes' : 'no'}`)}
            </Fact>
          </Facts>
        </Block>

        <Block title={t('contracts.form.sections.payment')}>
          <Facts>
            <Fact label={t('contracts.fields.paymentTiming')}>
              {t(`contracts.paymentTimings.${contract.paymentTiming}`)}
            </Fact>
            <Fact label={t('contracts.fields.paymentTerm')}>
              {t(`contracts.paymentTerms.${contract.paymentTerm}`)}
            </Fact>
            <Fact label={t('contracts.fields.paymentCycle')}>
              {t(`contracts.paymentCycles.${contract.paymentCycle}`)}
            </Fact>
            <Fact label={t('contracts.fields.ppnRate')}>{t(`contracts.ppnRates.${contract.ppnRate}`)}</Fact>
          </Facts>
        </Block>

        <Block title={t('contracts.form.sections.scope')}>
          <Facts>
            <Fact label={t('contracts.fields.wasteTypes')}>
              {contract.wasteTypes.map((type) => t(`contracts.wasteTypes.${type}`)).join(', ')}
            </Fact>
            {contract.notes && <Fact label={t('contracts.fields.notes')}>{contract.notes}</Fact>}
            {contract.status === 'cancelled' && contract.cancelReason && (
              <Fact label={t('contracts.fields.cancelReason')}>{contract.cancelReason}</Fact>
            )}
          </Facts>
        </Block>

        <Text size="xs" c="dimmed">
          {t('contracts.summary.printedOn', { date: formatDate(new Date(), language) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title
        order={2}
        size="h5"
        pb={4}
        mb="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A description list: label and value side by side, stacked on a phone. */
function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
        gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-lg)',
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
