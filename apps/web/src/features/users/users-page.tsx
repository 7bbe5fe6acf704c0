import {
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount } from '@sirkula/domain/lists';
import { listUsersQuery, USER_SORTS } from '@sirkula/domain/user-admin';
import { USER_ROLES, USER_TYPES } from '@sirkula/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { type UserSummary, usersQuery } from './api.ts';
import { CompanyPicker } from './company-picker.tsx';
import { useUserActions } from './user-actions.tsx';
import { UserFormModal } from './user-form.tsx';
import { type SortOrder, UserCards, type UserSort, UsersTable } from './users-table.tsx';

const FILTERS = ['q', 'userType', 'role', 'status', 'companyId'] as const;

/** The list's state lives in the address, so a filtered page can be reloaded or shared. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const parsed = listUsersQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listUsersQuery.parse({});

  function update(patch: Record<string, string | number | null | undefined>, keepPage = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  const filtered = FILTERS.some((key) => params.has(key));
  return { query, update, filtered };
}

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
  const { query, update, filtered } = useListParams();
  const users = useQuery(usersQuery(query));
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; user: UserSummary } | null>(null);
  const actions = useUserActions();
  const pageSizeId = useId();

  const [search, setSearch] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const currentQ = query.q ?? '';
  useEffect(() => {
    if (debounced !== currentQ) update({ q: debounced });
  }, [debounced]);

  const clearFilters = () => {
    setSearch('');
    update(Object.fromEntries(FILTERS.map((key) => [key, null])));
  };
  const onSort = (sort: UserSort) => {
    const order: SortOrder = query.sort === sort && query.order === 'asc' ? 'desc' : 'asc';
    update({ sort, order }, true);
  };

  const data = users.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const caption = t('users.list.caption', { page: query.page, pages });
  const anyLabel = t('users.list.any');

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text c="dimmed">{t(internal ? 'users.intro' : 'users.introCompany')}</Text>
        <Button color="green" onClick={() => setForm({ mode: 'create' })}>
          {t('users.create')}
        </Button>
      </Group>
      {actions.banner && <NotificationBanner {...actions.banner} />}
      <Box component="search" aria-label={t('users.list.filters')}>
        <SimpleGrid cols={{ base: 2, md: internal ? 5 : 3 }} spacing="sm">
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
        </SimpleGrid>
        {filtered && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={clearFilters}>
            {t('users.list.clearFilters')}
          </Button>
        )}
      </Box>

      {users.isPending && <LoadingSpinner />}
      {users.isError && (
        <Stack align="flex-start">
          <NotificationBanner type="error" message={errorMessage(users.error, t, 'users.list.loadFailed')} />
          <Button variant="default" onClick={() => users.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {data && data.items.length === 0 && !users.isError && (
        <EmptyState title={t('users.list.emptyTitle')} description={t('users.list.empty')} py="xl">
          {filtered && (
            <EmptyState.Actions>
              <Button variant="default" onClick={clearFilters}>
                {t('users.list.clearFilters')}
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
                sort={query.sort}
                order={query.order}
                onChange={(sort, order) => update({ sort, order }, true)}
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
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Text component="label" htmlFor={pageSizeId} size="sm">
              {t('users.list.pageSize')}
            </Text>
            <Select
              id={pageSizeId}
              size="xs"
              w={80}
              allowDeselect={false}
              data={PAGE_SIZES.map((size) => String(size))}
              value={String(query.pageSize ?? DEFAULT_PAGE_SIZE)}
              onChange={(pageSize) => update({ pageSize })}
            />
            <Text size="sm">
              {t('users.list.range', {
                from: (data.page - 1) * data.pageSize + 1,
                to: Math.min(data.total, data.page * data.pageSize),
                total: data.total,
              })}
            </Text>
          </Group>
          <Box component="nav" aria-label={t('users.list.pagination')}>
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => update({ page }, true)}
              siblings={phone ? 0 : 1}
              color="green"
              getItemProps={(page) => ({ 'aria-label': t('users.list.goToPage', { page }) })}
              getControlProps={(control) => ({ 'aria-label': t(`users.list.${control}Page`) })}
            />
          </Box>
        </Group>
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

function SortChoice({
  sort,
  order,
  onChange,
}: {
  sort: UserSort;
  order: SortOrder;
  onChange: (sort: UserSort, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow gap="sm">
      <Select
        label={t('users.list.sortBy')}
        allowDeselect={false}
        data={USER_SORTS.map((column) => ({ value: column, label: t(`users.list.columns.${column}`) }))}
        value={sort}
        onChange={(value) => {
          const next = USER_SORTS.find((column) => column === value);
          if (next) onChange(next, order);
        }}
      />
      <Select
        label={t('users.list.orderLabel')}
        allowDeselect={false}
        data={(['asc', 'desc'] as const).map((value) => ({ value, label: t(`users.list.order.${value}`) }))}
        value={order}
        onChange={(value) => onChange(sort, value === 'desc' ? 'desc' : 'asc')}
      />
    </Group>
  );
}
