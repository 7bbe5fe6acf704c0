import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { invoiceQuery } from './api.ts';

interface Props {
  id: string;
  /** The page's title, with the invoice once it has loaded. */
  title: (invoice: InvoiceDetail | undefined) => string;
  back: ReactNode;
  children: (invoice: InvoiceDetail) => ReactNode;
}

/**
 * An invoice's page (its detail, sheet or form) once the invoice has loaded: a spinner meanwhile,
 * then 'Billing record not found' (final) or a failure with a retry.
 */
export function InvoiceLoader({ id, title, back, children }: Props) {
  const invoice = useQuery(invoiceQuery(id));
  useDocumentTitle(title(invoice.data));
  if (invoice.isPending) return <LoadingSpinner />;
  if (invoice.isError) {
    return (
      <RecordLoadError
        error={invoice.error}
        notFoundKey="billing.errors.notFound"
        failedKey="billing.detail.loadFailed"
        onRetry={() => invoice.refetch()}
        back={back}
      />
    );
  }
  return children(invoice.data);
}
