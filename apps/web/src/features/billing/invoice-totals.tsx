import { Flex, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { InvoicePage } from '@sirkula/domain/billing/answers';
import { formatNumber, formatRupiah, formatRupiahSen } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** The summary over every invoice the filter matches, not only the page shown. */
export function InvoiceTotals({ totals }: { totals: InvoicePage['totals'] | undefined }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'invoiceCount', value: totals && formatNumber(totals.invoiceCount, currentLanguage()) },
    { key: 'invoiceAmount', value: totals && formatRupiah(totals.invoiceAmount) },
    { key: 'taxAmount', value: totals && formatRupiahSen(totals.vatSen) },
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing={{ base: 6, xs: 'sm' }}
      component="dl"
      m={0}
      aria-label={t('billing.list.totalsLabel')}
    >
      {figures.map(({ key, value }) => (
        // On a phone each figure is one line, label beside value, so the three take little room.
        <Paper key={key} withBorder px="sm" py={{ base: 6, xs: 'sm' }}>
          <Flex
            direction={{ base: 'row', xs: 'column' }}
            justify={{ base: 'space-between', xs: 'flex-start' }}
            align={{ base: 'center', xs: 'flex-start' }}
            gap={{ base: 'sm', xs: 0 }}
          >
            <Text component="dt" size="sm" c="dimmed">
              {t(`billing.list.totals.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg" aria-busy={!value} miw={80}>
              {value ?? <Skeleton h={24} mt={4} w="60%" />}
            </Text>
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
