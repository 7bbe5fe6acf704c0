import { Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import type { InvoiceSummary } from '@sirkula/domain/billing/answers';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { runtimeKey } from '../../lib/i18n.ts';
import { billingKeys, checkCoretax, downloadCoretax } from './api.ts';
import type { InvoiceChoice } from './invoice-rows.tsx';

/** Only issued invoices go to Coretax; a cancelled one no longer counts. */
const exportable = (invoice: InvoiceSummary) => invoice.type === 'issued' && invoice.status !== 'cancelled';

/** The invoices chosen for one Coretax file, kept while the reader moves between pages. */
export function useCoretaxChoice() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const choice: InvoiceChoice = {
    canChoose: exportable,
    isChosen: (invoice) => chosen.has(invoice.id),
    toggle: (invoice, on) =>
      setChosen((previous) => {
        const next = new Map(previous);
        if (on) next.set(invoice.id, invoiceLabel(invoice));
        else next.delete(invoice.id);
        return next;
      }),
  };
  return { choice, ids: [...chosen.keys()], clear: () => setChosen(new Map()) };
}

/** The chosen count with the way to check them, above the list while anything is chosen. */
export function CoretaxBar({ ids, onClear }: { ids: string[]; onClear: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.coretax.hint')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" bg="green.0">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} role="status">
          {t('billing.coretax.chosen', { count: ids.length })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onClear}>
            {t('billing.coretax.clear')}
          </Button>
          <Button color="green" size="xs" onClick={() => setOpen(true)}>
            {t('billing.coretax.check')}
          </Button>
        </Group>
      </Group>
      {open && <CoretaxDialog ids={ids} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

/** Checks the chosen invoices first, names what each blocked one lacks, then downloads the ready ones. */
function CoretaxDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  // A check changes nothing, so it is asked as a query: each opening of the dialog checks afresh.
  const result = useQuery({
    queryKey: [...billingKeys.all, 'coretax', ids],
    queryFn: () => checkCoretax(ids),
    gcTime: 0,
    retry: false,
  });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const gapName = (gap: string) => {
    const key = `billing.coretax.gaps.${gap}`;
    return i18n.exists(key) ? t(runtimeKey(key)) : gap;
  };

  const ready = result.data?.ready ?? [];
  const download = async () => {
    setBusy(true);
    setBanner(null);
    try {
      const invoiceIds = ready.map((invoice) => invoice.id);
      await downloadCoretax(invoiceIds, t('billing.coretax.fileName'));
      setBanner({ type: 'success', message: t('billing.coretax.downloaded') });
    } catch (failure) {
      setBanner({ type: 'error', message: errorMessage(failure, t, 'billing.coretax.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('billing.coretax.title')} centered size="lg">
      <Stack gap="md">
        {result.isPending && (
          <>
            <Text size="sm">{t('billing.coretax.checking')}</Text>
            <LoadingSpinner />
          </>
        )}
        {result.isError && (
          <NotificationBanner
            type="error"
            message={errorMessage(result.error, t, 'billing.coretax.checkFailed')}
          />
        )}
        {result.data && (
          <>
            <Text fw={600}>{t('billing.coretax.ready', { count: ready.length })}</Text>
            {result.data.blocked.length > 0 && (
              <Stack gap={6}>
                <Text fw={600} c="red.9">
                  {t('billing.coretax.blocked', { count: result.data.blocked.length })}
                </Text>
                <List size="sm" spacing={4}>
                  {result.data.blocked.map((invoice) => (
                    <List.Item key={invoice.id}>
                      <Text span fw={600} size="sm">
                        {invoice.label}
                      </Text>
                      {' — '}
                      {t('billing.coretax.missing', { gaps: invoice.gaps.map(gapName).join(', ') })}
                    </List.Item>
                  ))}
                </List>
                <Text size="sm" c="dimmed">
                  {t('billing.coretax.blockedHint')}
                </Text>
              </Stack>
            )}
            {ready.length === 0 && <Text size="sm">{t('billing.coretax.noneReady')}</Text>}
          </>
        )}
        {banner && <NotificationBanner {...banner} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {ready.length > 0 && (
            <Button color="green" loading={busy} onClick={download}>
              {t('billing.coretax.download', { count: ready.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
