import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { UserSummary } from '@sirkula/domain/users/answers';
import type { USER_SORTS } from '@sirkula/domain/users/user-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { StatusBadge, type UserAction, UserActionsMenu } from './user-actions.tsx';

export type UserSort = (typeof USER_SORTS)[number];

interface ListProps {
  users: UserSummary[];
  /** Internal staff see every company's users, so the type and company columns matter to them. */
  internal: boolean;
  sort: UserSort;
  order: SortOrder;
  onSort: (sort: UserSort, order: SortOrder) => void;
  onEdit: (user: UserSummary) => void;
  onAction: (user: UserSummary, action: UserAction) => void;
  caption: string;
}

const detailPath = (user: UserSummary) => `/internal/users/${user.id}`;

export function UsersTable({ users, internal, sort, order, onSort, onEdit, onAction, caption }: ListProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const sortable = (column: UserSort) => (
    <SortableHeader column={column} sort={sort} order={order} onSort={onSort}>
      {t(`users.list.columns.${column}`)}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={internal ? 960 : 720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {sortable('name')}
            {sortable('email')}
            <Table.Th>{t('users.list.columns.role')}</Table.Th>
            {internal && <Table.Th>{t('users.list.columns.company')}</Table.Th>}
            {sortable('status')}
            {sortable('createdAt')}
            <Table.Th>
              <VisuallyHidden>{t('users.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {internal ? (
                  <Anchor component={Link} to={detailPath(user)} fw={600} size="sm">
                    {user.name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {user.name}
                  </Text>
                )}
                {user.mustChangePassword && (
                  <Text size="xs" c="dimmed">
                    {t('users.list.mustChangePassword')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email}</Table.Td>
              <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
              {internal && (
                <Table.Td>
                  <Text size="sm">{user.companyName ?? t('users.list.noCompany')}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`userTypes.${user.userType}`)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt, language)}</Table.Td>
              <Table.Td>
                <UserActionsMenu
                  user={user}
                  detailPath={internal ? detailPath(user) : undefined}
                  onEdit={() => onEdit(user)}
                  onAction={(action) => onAction(user, action)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone each user is a card; the same facts and the same actions as a table row. */
export function UserCards({
  users,
  internal,
  onEdit,
  onAction,
}: Omit<ListProps, 'sort' | 'order' | 'onSort' | 'caption'>) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {internal ? (
                <Anchor component={Link} to={detailPath(user)} fw={600}>
                  {user.name}
                </Anchor>
              ) : (
                <Text fw={600}>{user.name}</Text>
              )}
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
              <Text size="sm" c="dimmed">
                {internal ? `${t(`userTypes.${user.userType}`)} · ` : ''}
                {t(`roles.${user.role}`)}
                {internal ? ` · ${user.companyName ?? t('users.list.noCompany')}` : ''}
              </Text>
              <Group gap="xs">
                <StatusBadge status={user.status} />
                <Text size="xs" c="dimmed">
                  {formatDate(user.createdAt, language)}
                </Text>
              </Group>
              {user.mustChangePassword && (
                <Text size="xs" c="dimmed">
                  {t('users.list.mustChangePassword')}
                </Text>
              )}
            </Stack>
            <UserActionsMenu
              user={user}
              detailPath={internal ? detailPath(user) : undefined}
              onEdit={() => onEdit(user)}
              onAction={(action) => onAction(user, action)}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
