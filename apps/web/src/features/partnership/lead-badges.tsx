import type { LeadKind, LeadStatus } from '@sirkula/domain/partnership/rules';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge.tsx';

const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'teal',
  converted: 'green',
  declined: 'gray',
};

const KIND_COLORS: Record<LeadKind, string> = { contact: 'gray', promotion: 'orange', partner: 'grape' };

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <StatusBadge color={STATUS_COLORS[status]}>{t(`partnership.statuses.${status}`)}</StatusBadge>;
}

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const { t } = useTranslation();
  return <StatusBadge color={KIND_COLORS[kind]}>{t(`partnership.kinds.${kind}`)}</StatusBadge>;
}
