import { Alert, Button, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportSubscription } from '@sirkula/domain/reports/answers';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { Fact } from '../../components/fact.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { subscriptionsQuery, useUnsubscribe } from './api.ts';
import { RecipientFormModal } from './recipient-form.tsx';
import { ReportTabs } from './report-tabs.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/internal/reports/recipients` and `/customer/waste/reports/recipients`: who receives the reports by
 * e-mail. Staff choose a customer (or none, for the provider's own); a customer's users see their
 * company's, and its admins add and remove them.
 */
export function RecipientsPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  useDocumentTitle(`${t('reports.page.tabs.recipients')} · ${t('reports.title')}`);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('companyId') ?? '';
  const companyId = internal ? (UUID.test(wanted) ? wanted : null) : user.companyId;
  const canManage = internal || user.role === 'admin';
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReportSubscription | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const unsubscribe = useUnsubscribe();

  const choose = (id: string | null) => {
    setBanner(null);
    setParams(id ? { companyId: id } : {}, { replace: true });
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await unsubscribe.mutateAsync(removing.id);
      setBanner({ type: 'success', message: answer.message });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'reports.recipients.removeFailed') });
    }
    setRemoving(null);
  };
  const remove = (recipient: ReportSubscription) => (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => setRemoving(recipient)}
      aria-label={t('reports.recipients.removeLabel', { email: recipient.email })}
    >
      {t('reports.recipients.remove')}
    </Button>
  );

  return (
    <Stack gap="md">
      {portal === 'customer' && <BackLink to="/customer/waste" label={t('reports.page.back')} />}
      <ReportTabs portal={portal} current="recipients" />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('reports.recipients.list')}
          </Title>
          <Text c="dimmed" size="sm" maw={760}>
            {t(internal ? 'reports.recipients.intro.internal' : 'reports.recipients.intro.customer')}
          </Text>
        </Stack>
        {canManage && (
          <Button color="green" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('reports.recipients.add')}
          </Button>
        )}
      </Group>
      {!canManage && (
        <Alert color="blue" variant="light">
          <Text size="sm">{t('reports.recipients.adminsOnly')}</Text>
        </Alert>
      )}
      {banner && <NotificationBanner {...banner} />}
      {internal && (
        <Paper withBorder p="sm" maw={520}>
          <CompanyPicker
            label={t('reports.recipients.whose')}
            description={t('reports.recipients.whoseHint')}
            placeholder={t('reports.page.provider')}
            kind="customer"
            value={companyId}
            onChange={choose}
          />
        </Paper>
      )}
      <RecipientRows companyId={companyId} actions={canManage ? remove : undefined} />
      <RecipientFormModal
        opened={adding}
        companyId={companyId}
        onClose={() => setAdding(false)}
        onAdded={(email) => {
          setAdding(false);
          setBanner({ type: 'success', message: t('reports.recipients.added', { email }) });
        }}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('reports.recipients.removeTitle')}
        message={t('reports.recipients.removeText', { email: removing?.email ?? '' })}
        confirmLabel={t('reports.recipients.remove')}
        busy={unsubscribe.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}

interface RowsProps {
  companyId: string | null;
  /** Removing, for whoever may change the recipients; none for a customer's other users. */
  actions: ((recipient: ReportSubscription) => ReactNode) | undefined;
}

/** The recipients as a table, or as cards on a phone, in whichever state their fetch is. */
function RecipientRows({ companyId, actions }: RowsProps) {
  const { t } = useTranslation();
  const list = useQuery(subscriptionsQuery(companyId));
  // Read at once, not after the first paint: a phone would otherwise see the table flash by.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  if (list.isPending) return <LoadingSpinner />;
  if (list.isError) {
    return (
      <ListLoadError
        message={errorMessage(list.error, t, 'reports.recipients.loadFailed')}
        onRetry={() => list.refetch()}
      />
    );
  }
  const { items } = list.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('reports.recipients.empty')}
        description={t('reports.recipients.emptyHint')}
        py="xl"
      />
    );
  }
  return phone ? (
    <RecipientCards items={items} actions={actions} />
  ) : (
    <RecipientTable items={items} actions={actions} />
  );
}

function Types({ recipient }: { recipient: ReportSubscription }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {recipient.types.map((type) => (
        <Text key={type} size="sm">
          {t(`reports.types.${type}`)}
        </Text>
      ))}
    </Stack>
  );
}

type ListProps = Pick<RowsProps, 'actions'> & { items: ReportSubscription[] };

function RecipientCards({ items, actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {items.map((recipient) => (
        <Paper key={recipient.id} withBorder p="sm" component="article" aria-label={recipient.email}>
          <Stack gap={8}>
            <Stack gap={0}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {recipient.email}
              </Text>
              {recipient.name && <Text size="sm">{recipient.name}</Text>}
            </Stack>
            <Group gap="lg" wrap="wrap" align="flex-start">
              <Fact label={t('reports.recipients.columns.types')}>
                <Types recipient={recipient} />
              </Fact>
              <Fact label={t('reports.recipients.columns.language')}>
                <Text size="sm">{t(`reports.page.languages.${recipient.language}`)}</Text>
              </Fact>
              <Fact label={t('reports.recipients.columns.createdAt')}>
                <Text size="sm">{formatDateTime(recipient.createdAt, currentLanguage())}</Text>
              </Fact>
            </Group>
            {actions && <Group>{actions(recipient)}</Group>}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function RecipientTable({ items, actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.recipients.columns.email')}</Table.Th>
            <Table.Th>{t('reports.recipients.columns.name')}</Table.Th>
            <Table.Th>{t('reports.recipients.columns.types')}</Table.Th>
            <Table.Th>{t('reports.recipients.columns.language')}</Table.Th>
            <Table.Th>{t('reports.recipients.columns.createdAt')}</Table.Th>
            {actions && <Table.Th>{t('reports.recipients.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((recipient) => (
            <Table.Tr key={recipient.id}>
              <Table.Td fw={700}>{recipient.email}</Table.Td>
              <Table.Td>{recipient.name || '—'}</Table.Td>
              <Table.Td>
                <Types recipient={recipient} />
              </Table.Td>
              <Table.Td>{t(`reports.page.languages.${recipient.language}`)}</Table.Td>
              <Table.Td>{formatDateTime(recipient.createdAt, currentLanguage())}</Table.Td>
              {actions && <Table.Td>{actions(recipient)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
