import { Box, Button, EmptyState, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import { isPastTheEnd, lastPage } from '@sirkula/domain/lists';
import { listUsersQuery, USER_SORTS } from '@sirkula/domain/user-admin';
import { USER_ROLES, USER_TYPES } from '@sirkula/domain/users';
import type { UserSummary } from '@sirkula/domain/users-answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListFilters } from '../../components/list/list-filters.tsx';
import { ListFooter } from '../../components/list/list-footer.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PastTheEnd } from '../../components/list/past-the-end.tsx';
import { SortChoice } from '../../components/list/sort-choice.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { totalText } from '../../components/list/total-text.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { usersQuery } from './api.ts';
import { useUserActions } from './user-actions.tsx';
import { UserFormModal } from './user-form.tsx';
import { UserCards, type UserSort, UsersTable } from './users-table.tsx';

const FILTERS = ['q', 'userType', 'role', 'status', 'companyId'] as const;

/** One page for the three portals: internal staff manage everyone, a company admin their own company. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user: actor } = usePortalSession();
  useDocumentTitle(t('users.title'));
  const allowed = actor.userType === 'internal' || actor.role === 'admin';
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      {allowed ? <UserList /> : <NotificationBanner type="error" message={t('users.forbidden')} />}
    </Stack>
  );
}

function UserList() {
  const { t } = useTranslation();
  const { user: actor } = usePortalSession();
  const internal = actor.userType === 'internal';
  const phone = useMediaQuery('(max-width: 48em)');
  const { params, update, filtered, clearFilters, search, setSearch } = useListParams(FILTERS);
  const parsed = listUsersQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listUsersQuery.parse({});
  const users = useQuery(usersQuery(query));
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; user: UserSummary } | null>(null);
  const actions = useUserActions();
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: UserSort, order: SortOrder) => update({ sort, order }, true);

  const data = users.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('users.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });
  const anyLabel = t('users.list.any');
  const pastTheEnd = data !== undefined && isPastTheEnd({ page: query.page, rows: data.items.length });

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text c="dimmed">{t(internal ? 'users.intro' : 'users.introCompany')}</Text>
        <Button color="green" onClick={() => setForm({ mode: 'create' })}>
          {t('users.create')}
        </Button>
      </Group>
      {actions.banner && <NotificationBanner {...actions.banner} />}
      <ListFilters label={t('users.list.filters')} filtered={filtered} onClear={clearFilters}>
        <FilterGrid cols={{ base: 2, md: internal ? 5 : 3 }}>
          <TextInput
            label={t('users.list.search')}
            placeholder={t('users.list.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={phone ? { gridColumn: '1 / -1' } : undefined}
          />
          {internal && (
            <Select
              label={t('users.list.userType')}
              placeholder={anyLabel}
              clearable
              data={USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
              value={query.userType ?? null}
              onChange={(userType) => update({ userType })}
            />
          )}
          <Select
            label={t('users.list.role')}
            placeholder={anyLabel}
            clearable
            data={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={query.role ?? null}
            onChange={(role) => update({ role })}
          />
          <Select
            label={t('users.list.status')}
            placeholder={anyLabel}
            clearable
            data={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
            value={query.status ?? null}
            onChange={(status) => update({ status })}
          />
          {internal && (
            <CompanyPicker
              label={t('users.list.company')}
              placeholder={anyLabel}
              value={query.companyId ?? null}
              onChange={(companyId) => update({ companyId })}
            />
          )}
        </FilterGrid>
      </ListFilters>

      {users.isPending && <LoadingSpinner />}
      {users.isError && (
        <ListLoadError
          message={errorMessage(users.error, t, 'users.list.loadFailed')}
          onRetry={() => users.refetch()}
        />
      )}
      {data && pastTheEnd && !users.isError && (
        <PastTheEnd
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          onPage={(page) => update({ page })}
        />
      )}
      {data && data.items.length === 0 && !pastTheEnd && !users.isError && (
        <EmptyState title={t('users.list.emptyTitle')} description={t('users.list.empty')} py="xl">
          {filtered && (
            <EmptyState.Actions>
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      )}
      {data && data.items.length > 0 && !users.isError && (
        <Box aria-busy={users.isFetching} style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
          {phone ? (
            <Stack gap="sm">
              <SortChoice
                columns={USER_SORTS}
                sort={query.sort}
                order={query.order}
                labelOf={(column) => t(`users.list.columns.${column}`)}
                onChange={onSort}
              />
              <UserCards
                users={data.items}
                internal={internal}
                onEdit={(user) => setForm({ mode: 'edit', user })}
                onAction={actions.request}
              />
            </Stack>
          ) : (
            <UsersTable
              users={data.items}
              internal={internal}
              sort={query.sort}
              order={query.order}
              onSort={onSort}
              onEdit={(user) => setForm({ mode: 'edit', user })}
              onAction={actions.request}
              caption={caption}
            />
          )}
        </Box>
      )}
      {data && data.items.length > 0 && (
        <ListFooter
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          totalKind={data.totalKind}
          rows={data.items.length}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
          label={t('users.list.pagination')}
        />
      )}

      <UserFormModal
        target={form}
        actor={actor}
        onClose={() => setForm(null)}
        onSaved={(message) => {
          setForm(null);
          actions.setBanner({ type: 'success', message });
        }}
      />
      {actions.dialog}
    </>
  );
}
