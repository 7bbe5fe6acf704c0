import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPhone } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { UserSummary } from '@sirkula/domain/users/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { userQuery } from './api.ts';
import { StatusBadge, statusTargets, useUserActions } from './user-actions.tsx';
import { UserFormModal } from './user-form.tsx';

/** One user as internal staff see it: the details, what can be done, and every change made so far. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useQuery(userQuery(id));
  const actions = useUserActions();
  useDocumentTitle(user.data?.name ?? t('users.title'));

  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/internal/users" size="sm">
        ← {t('users.detail.back')}
      </Anchor>
      {user.isPending && (
        <>
          <Title order={1} size="h2">
            {t('users.title')}
          </Title>
          <LoadingSpinner />
        </>
      )}
      {user.isError && (
        <>
          <Title order={1} size="h2">
            {t('users.title')}
          </Title>
          {actions.banner && <NotificationBanner {...actions.banner} />}
          <NotificationBanner type="error" message={errorMessage(user.error, t, 'users.detail.loadFailed')} />
          <Button variant="default" onClick={() => user.refetch()} style={{ alignSelf: 'flex-start' }}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {user.data && <UserDetails user={user.data} actions={actions} />}
      {id && <AuditTrail entity="user" entityId={id} />}
      {actions.dialog}
    </Stack>
  );
}

function UserDetails({ user, actions }: { user: UserSummary; actions: ReturnType<typeof useUserActions> }) {
  const { t, i18n } = useTranslation();
  const { user: actor } = usePortalSession();
  const [editing, setEditing] = useState(false);
  const language = toLanguage(i18n.resolvedLanguage);
  const targets = statusTargets(user);
  const hasActions = targets.length > 0 || user.can.requirePasswordChange || user.can.delete;
  const facts: Array<[string, string]> = [
    [t('users.fields.email'), user.email],
    [t('users.fields.phone'), user.phone ? formatPhone(user.phone) : '—'],
    [t('users.fields.userType'), t(`userTypes.${user.userType}`)],
    [t('users.fields.role'), t(`roles.${user.role}`)],
    [t('users.fields.companyId'), user.companyName ?? t('users.list.noCompany')],
    [t('users.detail.createdAt'), formatDate(user.createdAt, language)],
    [
      t('users.detail.mustChangePassword'),
      t(user.mustChangePassword ? 'users.detail.yes' : 'users.detail.no'),
    ],
  ];

  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {user.name}
          </Title>
          <StatusBadge status={user.status} />
        </Group>
        {user.can.edit && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('users.actions.edit')}
          </Button>
        )}
      </Group>
      {actions.banner && <NotificationBanner {...actions.banner} />}
      <Paper withBorder p="md" component="section" aria-labelledby="user-details">
        <Title order={2} size="h4" mb="sm" id="user-details">
          {t('users.detail.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ wordBreak: 'break-word' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {hasActions && (
        <Paper withBorder p="md" component="section" aria-labelledby="user-actions">
          <Title order={2} size="h4" mb="sm" id="user-actions">
            {t('users.list.columns.actions')}
          </Title>
          <Group gap="sm" wrap="wrap">
            {targets.map((status) => (
              <Button
                key={status}
                variant={status === 'active' ? 'filled' : 'default'}
                color={status === 'active' ? 'green' : undefined}
                onClick={() => actions.request(user, { kind: 'status', status })}
                loading={actions.busy}
              >
                {t(`users.actions.to.${status}`)}
              </Button>
            ))}
            {user.can.requirePasswordChange && (
              <Button
                variant="default"
                onClick={() => actions.request(user, { kind: 'requirePasswordChange' })}
              >
                {t('users.actions.requirePasswordChange')}
              </Button>
            )}
            {user.can.delete && (
              <Button color="red" onClick={() => actions.request(user, { kind: 'delete' })}>
                {t('users.actions.delete')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <UserFormModal
        target={editing ? { mode: 'edit', user } : null}
        actor={actor}
        onClose={() => setEditing(false)}
        onSaved={(message) => {
          setEditing(false);
          actions.setBanner({ type: 'success', message });
        }}
      />
    </>
  );
}
