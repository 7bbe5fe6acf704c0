import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import type { OrphanReportAnswer } from '@sirkula/domain/storage/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useDeleteOrphans, useStorageCheck } from './api.ts';
import { formatBytes } from './format-bytes.ts';

/**
 * The orphan check: run on demand (it reads the whole store), its findings listed, and the orphaned
 * objects deleted after a confirmation that names every one of them.
 */
export function OrphanCheck() {
  const { t } = useTranslation();
  const check = useStorageCheck();
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const report = check.data;

  const run = () => {
    setBanner(null);
    check.mutate();
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button variant="light" onClick={run} loading={check.isPending}>
          {t('storage.console.check.run')}
        </Button>
      </Group>
      {banner && <NotificationBanner {...banner} />}
      {check.isError && (
        <NotificationBanner
          type="error"
          message={errorMessage(check.error, t, 'storage.console.check.failed')}
        />
      )}
      {report && <Findings report={report} onDelete={() => setConfirming(true)} />}
      {report && (
        <DeleteDialog
          opened={confirming}
          keys={report.orphanObjects.map((object) => object.key)}
          onClose={() => setConfirming(false)}
          onDone={(message) => {
            setConfirming(false);
            setBanner({ type: 'success', message });
            check.mutate();
          }}
        />
      )}
    </Stack>
  );
}

function Findings({ report, onDelete }: { report: OrphanReportAnswer; onDelete: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const more = (shown: number, total: number) =>
    total > shown ? <Text size="sm">{t('storage.console.check.more', { count: total - shown })}</Text> : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text size="sm">
          {t('storage.console.check.summary', {
            objects: report.objects,
            rows: report.rows,
            seconds: (report.milliseconds / 1000).toFixed(1),
          })}
        </Text>
        {report.orphanObjectCount + report.missingObjectCount === 0 && (
          <Alert color="green">{t('storage.console.check.clean')}</Alert>
        )}
        {report.orphanObjectCount > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('storage.console.check.orphansTitle', { count: report.orphanObjectCount })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('storage.console.check.orphansHint')}
            </Text>
            <List size="sm" spacing={4}>
              {report.orphanObjects.map((object) => (
                <List.Item key={object.key}>
                  <Code style={{ wordBreak: 'break-all' }}>{object.key}</Code> ·{' '}
                  {formatBytes(object.size, language)} · {formatDateTime(object.modifiedAt, language)}
                </List.Item>
              ))}
            </List>
            {more(report.orphanObjects.length, report.orphanObjectCount)}
            {report.can.deleteOrphans && (
              <Group>
                <Button color="red" variant="light" onClick={onDelete}>
                  {t('storage.console.check.delete')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {report.missingObjectCount > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('storage.console.check.missingTitle', { count: report.missingObjectCount })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('storage.console.check.missingHint')}
            </Text>
            <List size="sm" spacing={4}>
              {report.missingObjects.map((row) => (
                <List.Item key={row.id}>
                  <Code style={{ wordBreak: 'break-all' }}>{row.storageKey}</Code>
                </List.Item>
              ))}
            </List>
            {more(report.missingObjects.length, report.missingObjectCount)}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Names every object before it goes; a refusal stays in the dialog. */
function DeleteDialog({
  opened,
  keys,
  onClose,
  onDone,
}: {
  opened: boolean;
  keys: string[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const deleting = useDeleteOrphans();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    try {
      const answer = await deleting.mutateAsync(keys);
      const kept =
        answer.kept.length > 0 ? ` ${t('storage.console.check.kept', { count: answer.kept.length })}` : '';
      setRefusal(null);
      onDone(t('storage.console.check.deleted', { count: answer.deleted.length }) + kept);
    } catch (error) {
      setRefusal(errorMessage(error, t, 'storage.console.check.deleteFailed'));
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('storage.console.check.confirmTitle', { count: keys.length })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('storage.console.check.confirmText')}</Text>
        <ScrollArea.Autosize mah={240}>
          <List size="sm" spacing={4}>
            {keys.map((key) => (
              <List.Item key={key}>
                <Code style={{ wordBreak: 'break-all' }}>{key}</Code>
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        {refusal && <NotificationBanner type="error" message={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={deleting.isPending}>
            {t('storage.console.check.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleting.isPending}>
            {t('storage.console.check.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
