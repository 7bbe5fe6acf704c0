import type { InvoiceChange, InvoiceDetail } from '@sirkula/domain/billing/answers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage, fieldErrors } from '../../lib/forms.ts';
import { storeInvoice } from './api.ts';

export interface DialogProps {
  invoice: InvoiceDetail;
  onClose: () => void;
  /** The server's message after a change, for the page to show. */
  onDone: (banner: Banner) => void;
}

/** A change's answer; a change only partly made (a payment whose proof failed) says so in red. */
type Outcome = InvoiceChange & { type?: 'error' };

/**
 * Runs one change: on success the answer becomes the cached invoice, the dialog closes and the page
 * shows the server's message; on failure the dialog shows why and hands back the field messages.
 */
export function useInvoiceChange({ onClose, onDone }: Omit<DialogProps, 'invoice'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<Outcome>): Promise<Record<string, string> | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await change();
      await storeInvoice(queryClient, answer.invoice);
      onClose();
      onDone({ type: answer.type ?? 'success', message: answer.message });
      return null;
    } catch (failure) {
      setError(errorMessage(failure, t));
      return fieldErrors(failure);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}

/** The files a proof of payment may be: a scan or a photo of the transfer. */
export const PROOF_TYPES = 'application/pdf,image/png,image/jpeg';
