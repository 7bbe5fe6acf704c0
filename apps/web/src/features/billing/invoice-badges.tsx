import { Badge, Text } from '@mantine/core';
import type { InvoiceSummary } from '@sirkula/domain/billing/answers';
import type { InvoiceStatus, InvoiceType } from '@sirkula/domain/billing/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { badgeStyles, StatusBadge } from '../../components/status-badge.tsx';

type Size = 'sm' | 'md' | 'lg';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  proforma: 'gray',
  unpaid: 'yellow',
  partial: 'blue',
  paid: 'green',
  overdue: 'red',
  cancelled: 'dark',
};

export function InvoiceStatusBadge({ status, size }: { status: InvoiceStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLORS[status]} size={size}>
      {t(`billing.statuses.${status}`)}
    </StatusBadge>
  );
}

/** Proforma or issued, outlined so it does not read as a second status. */
export function InvoiceTypeBadge({ type, size }: { type: InvoiceType; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge color={type === 'issued' ? 'green' : 'gray'} variant="outline" size={size} styles={badgeStyles}>
      {t(`billing.types.${type}`)}
    </Badge>
  );
}

type Due = NonNullable<InvoiceSummary['due']>;

/** "3 days overdue", "Due today", "Due this week", "12 days left", in the reader's language. */
export function dueText(t: TFunction, due: Due): string {
  switch (due.kind) {
    case 'daysOverdue':
      return t('billing.due.daysOverdue', { count: due.days });
    case 'dueToday':
      return t('billing.due.dueToday');
    case 'dueThisWeek':
      return t('billing.due.dueThisWeek');
    case 'daysLeft':
      return t('billing.due.daysLeft', { count: due.days });
  }
}

const DUE_COLORS: Record<Due['kind'], string> = {
  daysOverdue: 'red.8',
  dueToday: 'orange.9',
  dueThisWeek: 'yellow.9',
  daysLeft: 'dimmed',
};

/** How close the due date is; nothing once paid, cancelled or still a proforma. */
export function DueText({ due, size = 'sm' }: { due: InvoiceSummary['due']; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (!due) return null;
  return (
    <Text size={size} c={DUE_COLORS[due.kind]} fw={due.kind === 'daysLeft' ? undefined : 600}>
      {dueText(t, due)}
    </Text>
  );
}
