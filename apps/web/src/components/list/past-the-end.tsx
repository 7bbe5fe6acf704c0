import { Button, EmptyState } from '@mantine/core';
import { pageCount } from '@sirkula/domain/shared/lists';
import { useTranslation } from 'react-i18next';

interface PastTheEndProps {
  page: number;
  pageSize: number;
  /** The server's total after it found this page empty: the list ends before this page. */
  total: number;
  onPage: (page: number) => void;
}

/**
 * An empty page past a list's end: an estimated total promised more rows than there are, or an old link
 * points too far. The reader is offered the list's last page rather than told the list is empty.
 */
export function PastTheEnd({ page, pageSize, total, onPage }: PastTheEndProps) {
  const { t } = useTranslation();
  const last = Math.min(page - 1, pageCount(total, pageSize));
  return (
    <EmptyState title={t('list.pastTheEndTitle')} description={t('list.pastTheEnd', { page })} py="xl">
      <EmptyState.Actions>
        <Button variant="default" onClick={() => onPage(last)}>
          {t('list.backToPage', { page: last })}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
