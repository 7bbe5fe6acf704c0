import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download.ts';
import { errorMessage } from '../lib/forms.ts';

/** The documents a button downloads, each with its button text and failure message. */
const DOCUMENTS = {
  proof: { label: 'journeys.proof.download', failure: 'journeys.proof.failed' },
  sheet: { label: 'journeys.sheet.download', failure: 'journeys.sheet.failed' },
  invoice: { label: 'billing.detail.downloadPdf', failure: 'billing.detail.pdfFailed' },
  paymentProof: { label: 'billing.detail.proof', failure: 'billing.detail.proofFailed' },
} as const;

interface Props {
  path: string;
  fileName: string;
  document?: keyof typeof DOCUMENTS;
  size?: 'xs' | 'sm';
}

/**
 * A document the server makes or keeps, in the reader's language: a journey's proof of delivery by
 * default, or another (the journey sheet, an invoice, a proof of payment) named by its keys.
 */
export function ProofDownloadButton({ path, fileName, document = 'proof', size }: Props) {
  const keys = DOCUMENTS[document];
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(path, fileName);
    } catch (failure) {
      setError(errorMessage(failure, t, keys.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" size={size} loading={busy} onClick={download}>
        {t(keys.label)}
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
