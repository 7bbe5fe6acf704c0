import { ActionIcon, Badge, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { type AccountStatus, nextStatuses, type TargetStatus } from '@sirkula/domain/auth/account-status';
import type { UserSummary } from '@sirkula/domain/users/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { useChangeUserStatus, useDeleteUser, useRequirePasswordChange } from './api.ts';

const STATUS_COLORS: Record<AccountStatus, string> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'gray',
  suspended: 'orange',
  deleted: 'red',
};

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" miw="max-content">
      {t(`users.status.${status}`)}
    </Badge>
  );
}

/** Status moves offered in the status menu; deletion has its own entry and its own endpoint. */
export function statusTargets(user: UserSummary): TargetStatus[] {
  if (!user.can.changeStatus) return [];
  return nextStatuses(user.status).filter((status) => status !== 'deleted');
}

export type UserAction =
  | { kind: 'delete' }
  | { kind: 'status'; status: TargetStatus }
  | { kind: 'requirePasswordChange' };

const CONFIRMED_STATUSES: readonly TargetStatus[] = ['inactive', 'suspended'];

function needsConfirmation(action: UserAction): boolean {
  return action.kind !== 'status' || CONFIRMED_STATUSES.includes(action.status);
}

/**
 * Deleting, changing status and requiring a new password: a confirmation first where the move locks
 * someone out, then the server's answer as a banner for the page to show.
 */
export function useUserActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ user: UserSummary; action: UserAction } | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteUser();
  const changeStatus = useChangeUserStatus();
  const requirePassword = useRequirePasswordChange();
  const busy = remove.isPending || changeStatus.isPending || requirePassword.isPending;

  async function perform(user: UserSummary, action: UserAction) {
    setBanner(null);
    try {
      if (action.kind === 'delete') {
        const answer = await remove.mutateAsync(user.id);
        setBanner({ type: 'success', message: answer.message });
        onDeleted?.();
      } else if (action.kind === 'status') {
        await changeStatus.mutateAsync({ id: user.id, status: action.status });
        setBanner({ type: 'success', message: t('users.messages.statusChanged') });
      } else {
        const answer = await requirePassword.mutateAsync(user.id);
        setBanner({ type: 'success', message: answer.message });
      }
    } catch (error) {
      const fallback = action.kind === 'delete' ? 'users.errors.deleteFailed' : 'errors.internal';
      setBanner({ type: 'error', message: errorMessage(error, t, fallback) });
    } finally {
      setPending(null);
    }
  }

  function request(user: UserSummary, action: UserAction) {
    if (needsConfirmation(action)) setPending({ user, action });
    else void perform(user, action);
  }

  const dialog = (
    <ConfirmDialog
      pending={pending}
      busy={busy}
      onCancel={() => setPending(null)}
      onConfirm={() => pending && perform(pending.user, pending.action)}
    />
  );
  return { banner, setBanner, request, dialog, busy };
}

function ConfirmDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: { user: UserSummary; action: UserAction } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const action = pending?.action;
  const name = pending?.user.name ?? '';
  let title = '';
  let message = '';
  let confirm = '';
  if (action?.kind === 'delete') {
    title = t('users.confirm.deleteTitle');
    message = t('users.confirmDelete');
    confirm = t('users.actions.delete');
  } else if (action?.kind === 'status') {
    title = t('users.confirm.statusTitle');
    message = t(`users.confirm.${action.status === 'suspended' ? 'suspended' : 'inactive'}`, { name });
    confirm = t(`users.actions.to.${action.status}`);
  } else if (action?.kind === 'requirePasswordChange') {
    title = t('users.confirm.requirePasswordChangeTitle');
    message = t('users.confirm.requirePasswordChange', { name });
    confirm = t('users.actions.requirePasswordChange');
  }
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{message}</Text>
      {action?.kind === 'delete' && (
        <Text size="sm" c="dimmed" mt="xs">
          {name} · {pending?.user.email}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={action?.kind === 'requirePasswordChange' ? 'green' : 'red'}
          onClick={onConfirm}
          loading={busy}
        >
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}

/** The row's actions, only those the server says the signed-in user may take. */
export function UserActionsMenu({
  user,
  detailPath,
  onEdit,
  onAction,
}: {
  user: UserSummary;
  detailPath?: string;
  onEdit: () => void;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation();
  const targets = statusTargets(user);
  if (!detailPath && !user.can.edit && !user.can.delete && targets.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('users.actions.menu', { name: user.name })}>
          <Text span fw={700} aria-hidden>
            ⋯
          </Text>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {detailPath && (
          <Menu.Item component={Link} to={detailPath}>
            {t('users.actions.view')}
          </Menu.Item>
        )}
        {user.can.edit && <Menu.Item onClick={onEdit}>{t('users.actions.edit')}</Menu.Item>}
        {targets.length > 0 && <Menu.Label>{t('users.actions.changeStatus')}</Menu.Label>}
        {targets.map((status) => (
          <Menu.Item key={status} onClick={() => onAction({ kind: 'status', status })}>
            {t(`users.actions.to.${status}`)}
          </Menu.Item>
        ))}
        {user.can.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction({ kind: 'delete' })}>
              {t('users.actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
