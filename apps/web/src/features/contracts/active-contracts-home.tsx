import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ContractSummary } from '@sirkula/domain/contracts/answers';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeList } from '../../components/home-list.tsx';
import { contractsQuery } from './api.ts';

/** A company's active contracts, those ending soonest first, on its portal's home. */
export function ActiveContractsHome({ portal }: { portal: 'customer' | 'partner' }) {
  const { t } = useTranslation();
  const contracts = useQuery(
    contractsQuery({ status: 'active', sort: 'endDate', order: 'asc', page: 1, pageSize: 5 }),
  );
  const basePath = `/${portal}/contracts`;
  return (
    <HomeList<ContractSummary>
      title={t('contracts.home.activeTitle')}
      query={contracts}
      seeAllTo={`${basePath}?status=active&sort=endDate&order=asc`}
      empty={t('contracts.home.activeEmpty')}
      loadFailed={t('contracts.list.loadFailed')}
    >
      {(items) => <ContractCards contracts={items} basePath={basePath} />}
    </HomeList>
  );
}

function ContractCards({ contracts, basePath }: { contracts: ContractSummary[]; basePath: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {contracts.map((contract) => (
        <Paper component="li" key={contract.id} withBorder p="sm">
          <Stack gap={4}>
            <Anchor
              component={Link}
              to={`${basePath}/${contract.id}`}
              fw={600}
              style={{ whiteSpace: 'nowrap' }}
            >
              {contract.number}
            </Anchor>
            <Text size="sm">
              {t('contracts.home.period', {
                from: formatDate(contract.startDate, language),
                to: formatDate(contract.endDate, language),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {contract.wasteTypes.map((type) => t(`contracts.wasteTypes.${type}`)).join(', ')}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
