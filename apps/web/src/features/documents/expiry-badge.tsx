import type { DocumentSummary } from '@sirkula/domain/documents/answers';
import { formatDate } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * A document's validity as a flag: orange while it expires within 30 days, red once expired, nothing
 * for one that is valid for longer or has no end date.
 */
export function ExpiryBadge({
  document,
}: {
  document: Pick<DocumentSummary, 'expiry' | 'daysLeft' | 'validUntil'>;
}) {
  const { t } = useTranslation();
  if (document.expiry === 'expired' && document.validUntil)
    return (
      <StatusBadge color="red">
        {t('documents.expiryBadge.expired', { date: formatDate(document.validUntil, currentLanguage()) })}
      </StatusBadge>
    );
  if (document.expiry !== 'expiring') return null;
  const days = document.daysLeft ?? 0;
  return (
    <StatusBadge color="orange">
      {days === 0 ? t('documents.expiryBadge.today') : t('documents.expiryBadge.expiring', { count: days })}
    </StatusBadge>
  );
}

/** The last valid day as a date, or "No expiry". */
export function ValidUntil({ validUntil }: { validUntil: string | null }) {
  const { t } = useTranslation();
  return <>{validUntil ? formatDate(validUntil, currentLanguage()) : t('documents.expiryStates.none')}</>;
}
