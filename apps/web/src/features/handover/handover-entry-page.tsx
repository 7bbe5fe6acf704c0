import { Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type HandoverPortal, handoverPath } from './handover-paths.ts';
import { OutboxPanel } from './outbox-panel.tsx';
import { canScan } from './qr-detector.ts';
import { registrationNumberFrom } from './registration-number.ts';
import { useOutboxSync } from './use-outbox.ts';
import { useServiceWorker } from './use-service-worker.ts';

// The camera's code (and the polyfill's WebAssembly, where needed) loads only when someone scans.
const LabelScanner = lazy(() => import('./label-scanner.tsx').then((m) => ({ default: m.LabelScanner })));

/** Where a driver or receiver starts: scan a label or type its number; below, what waits to be sent. */
export function HandoverEntryPage({ portal }: { portal: HandoverPortal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  useOutboxSync();
  useServiceWorker();
  useDocumentTitle(t('handover.title'));

  const open = useCallback((number: string) => navigate(handoverPath(portal, number)), [navigate, portal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = registrationNumberFrom(typed);
    if (number) open(number);
    else setError(t('handover.entry.invalidNumber'));
  }

  return (
    <Stack gap="lg" maw={560} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('handover.title')}</Title>
        <Text c="dimmed">{t('handover.entry.intro')}</Text>
      </Stack>
      {scanning ? (
        <Suspense fallback={<LoadingSpinner />}>
          <LabelScanner onFound={open} onStop={() => setScanning(false)} />
        </Suspense>
      ) : (
        canScan() && (
          <Button size="xl" onClick={() => setScanning(true)}>
            {t('handover.entry.scan')}
          </Button>
        )
      )}
      {canScan() && <Divider label={t('handover.entry.or')} labelPosition="center" />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('handover.entry.number')}
            description={t('handover.entry.numberHint')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            size="lg"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" size="lg" variant="light">
            {t('handover.entry.open')}
          </Button>
        </Stack>
      </form>
      <OutboxPanel showEmpty />
    </Stack>
  );
}
