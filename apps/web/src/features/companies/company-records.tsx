import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ContractSummary } from '@sirkula/domain/contracts/answers';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import type { Page } from '@sirkula/domain/shared/lists';
import { lastPage, shownTotal } from '@sirkula/domain/shared/lists';
import type { UserSummary } from '@sirkula/domain/users/answers';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageControls } from '../../components/list/page-controls.tsx';
import { totalText } from '../../components/list/total-text.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { withQuery } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { COMPANY_RECORDS, companyRecordsQuery } from './api.ts';

const PAGE_SIZE = 5;

interface RelatedListProps<T> {
  id: string;
  title: string;
  /** The list, a page of it filtered to the company, and its page in the app filtered the same way. */
  list: keyof typeof COMPANY_RECORDS;
  companyId: string;
  load: (page: number) => Promise<Page<T>>;
  fullList: string;
  empty: string;
  row: (item: T) => { link: string; label: string; badge: string; details: string };
}

/** Beside a company's form: its users, contracts and waste records, each a small page of the real list. */
export function CompanyRecords({ companyId, kind }: { companyId: string; kind: 'customer' | 'partner' }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const fullList = (path: string) => withQuery(`/internal${path}`, { companyId });
  return (
    <Stack gap="md">
      <RelatedList<UserSummary>
        id="company-users"
        title={t('companies.records.users')}
        list="users"
        companyId={companyId}
        load={(page) => COMPANY_RECORDS.users(companyId, page, PAGE_SIZE)}
        fullList={fullList('/users')}
        empty={t('companies.records.noUsers')}
        row={(user) => ({
          link: `/internal/users/${user.id}`,
          label: user.name,
          badge: t(`users.status.${user.status}`),
          details: `${t(`roles.${user.role}`)} · ${user.email}`,
        })}
      />
      <RelatedList<ContractSummary>
        id="company-contracts"
        title={t('companies.records.contracts')}
        list="contracts"
        companyId={companyId}
        load={(page) => COMPANY_RECORDS.contracts(companyId, page, PAGE_SIZE)}
        fullList={fullList('/contracts')}
        empty={t('companies.records.noContracts')}
        row={(contract) => ({
          link: `/internal/contracts/${contract.id}`,
          label: contract.number,
          badge: t(`contracts.statuses.${contract.displayStatus}`),
          details: `${formatDate(contract.startDate, language)} – ${formatDate(contract.endDate, language)}`,
        })}
      />
      {kind === 'customer' && (
        <RelatedList<WasteSummary>
          id="company-waste"
          title={t('companies.records.waste')}
          list="waste"
          companyId={companyId}
          load={(page) => COMPANY_RECORDS.waste(companyId, page, PAGE_SIZE)}
          fullList={fullList('/waste')}
          empty={t('companies.records.noWaste')}
          row={(record) => ({
            link: `/internal/waste/${record.id}`,
            label: record.transactionNumber,
            badge: t(`waste.statuses.${record.status}`),
            details: `${formatDate(record.transactionDate, language)} · ${formatQuantity(record.quantity, t(unitLabelKey(record.unit)), language)}`,
          })}
        />
      )}
    </Stack>
  );
}

function RelatedList<T extends { id: string }>({
  id,
  title,
  list: records,
  companyId,
  load,
  fullList,
  empty,
  row,
}: RelatedListProps<T>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(companyRecordsQuery<T>(records, companyId, page, load));
  const items = list.data?.items ?? [];
  const pages = list.data ? lastPage({ ...list.data, rows: items.length }) : 1;

  let body: ReactNode;
  if (list.isPending) body = <LoadingSpinner />;
  else if (list.isError) body = <Text size="sm">{t('companies.records.loadFailed')}</Text>;
  else if (items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  else {
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const shown = row(item);
          return (
            <li key={item.id}>
              <Group gap={4} justify="space-between" align="flex-start">
                <Anchor
                  component={Link}
                  to={shown.link}
                  fw={600}
                  size="sm"
                  c="green.9"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {shown.label}
                </Anchor>
                <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                  {shown.badge}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {shown.details}
              </Text>
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={id}>
          {title}
          {list.data && (
            <Text span c="dimmed" fw={400} inherit>
              {' '}
              ({totalText(t, String(shownTotal(list.data)), list.data.totalKind)})
            </Text>
          )}
        </Title>
        {items.length > 0 && (
          <Anchor component={Link} to={fullList} size="sm" c="green.9" style={{ whiteSpace: 'nowrap' }}>
            {t('companies.records.viewAll')}
          </Anchor>
        )}
      </Group>
      <Stack gap="sm" aria-busy={list.isFetching}>
        {body}
        {pages > 1 && <PageControls total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Card>
  );
}
