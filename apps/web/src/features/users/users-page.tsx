import { Button, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACCOUNT_STATUSES } from '@sirkula/domain/auth/account-status';
import { lastPage } from '@sirkula/domain/shared/lists';
import type { UserSummary } from '@sirkula/domain/users/answers';
import { USER_ROLES, USER_TYPES } from '@sirkula/domain/users/rules';
import { type ListUsersQuery, listUsersQuery, USER_SORTS } from '@sirkula/domain/users/user-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { totalText } from '../../components/list/total-text.ts';
import { type ListFilterProps, useListParams } from '../../components/list/use-list-params.ts';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
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
  if (actor.userType === 'internal' || actor.role === 'admin') return <UserList />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      <NotificationBanner type="error" message={t('users.forbidden')} />
    </Stack>
  );
}

function UserList() {
  const { t } = useTranslation();
  const { user: actor } = usePortalSession();
  const internal = actor.userType === 'internal';
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const parsed = listUsersQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : listUsersQuery.parse({});
  const users = useQuery(usersQuery(query));
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; user: UserSummary } | null>(null);
  const actions = useUserActions();
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: UserSort, order: SortOrder) => listParams.update({ sort, order }, true);
  const onEdit = (user: UserSummary) => setForm({ mode: 'edit', user });

  const data = users.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('users.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });

  return (
    <>
      <ListPage
        title={t('users.title')}
        intro={t(internal ? 'users.intro' : 'users.introCompany')}
        action={
          <Button color="green" onClick={() => setForm({ mode: 'create' })}>
            {t('users.create')}
          </Button>
        }
        notice={actions.banner && <NotificationBanner {...actions.banner} />}
        filtersLabel={t('users.list.filters')}
        filters={
          <UserFilters
            query={query}
            internal={internal}
            search={search}
            setSearch={setSearch}
            update={listParams.update}
          />
        }
        params={listParams}
        list={users}
        loadFailed="users.list.loadFailed"
        empty={{ title: t('users.list.emptyTitle'), description: t('users.list.empty') }}
        sorting={{
          columns: USER_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (column) => t(`users.list.columns.${column}`),
          onChange: onSort,
        }}
        cards={(items) => (
          <UserCards users={items} internal={internal} onEdit={onEdit} onAction={actions.request} />
        )}
        table={(items) => (
          <UsersTable
            users={items}
            internal={internal}
            sort={query.sort}
            order={query.order}
            onSort={onSort}
            onEdit={onEdit}
            onAction={actions.request}
            caption={caption}
          />
        )}
        paginationLabel={t('users.list.pagination')}
      />
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

interface FiltersProps extends ListFilterProps<ListUsersQuery> {
  internal: boolean;
}

function UserFilters({ query, internal, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const anyLabel = t('users.list.any');
  return (
    <FilterGrid cols={{ base: 2, md: internal ? 5 : 3 }}>
      <SearchField
        label={t('users.list.search')}
        placeholder={t('users.list.searchPlaceholder')}
        search={search}
        setSearch={setSearch}
        style={phone ? { gridColumn: '1 / -1' } : undefined}
      />
      {internal && (
        <FilterSelect
          label={t('users.list.userType')}
          anyLabel={anyLabel}
          values={USER_TYPES}
          labelOf={(type) => t(`userTypes.${type}`)}
          value={query.userType}
          onChange={(userType) => update({ userType })}
        />
      )}
      <FilterSelect
        label={t('users.list.role')}
        anyLabel={anyLabel}
        values={USER_ROLES}
        labelOf={(role) => t(`roles.${role}`)}
        value={query.role}
        onChange={(role) => update({ role })}
      />
      <FilterSelect
        label={t('users.list.status')}
        anyLabel={anyLabel}
        values={ACCOUNT_STATUSES}
        labelOf={(status) => t(`users.status.${status}`)}
        value={query.status}
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
  );
}
