import { Alert, Stack, Text, Title } from '@mantine/core';
import type { HandoverTarget, JourneyDetail } from '@sirkula/domain/journeys/answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { Slot } from '../../components/slot.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ActionNotice } from './action-notice.tsx';
import { handoverJourneyQuery, handoverTargetQuery } from './api.ts';
import { type HandoverPortal, handoverPath } from './handover-paths.ts';
import { JourneySteps } from './journey-steps.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { PickupForm } from './pickup-form.tsx';
import { PositionReporter } from './position-reporter.tsx';
import { ReceiveForm } from './receive-form.tsx';
import { RecordSummary } from './record-summary.tsx';
import { useActionResult } from './use-action-result.ts';
import { useOnline } from './use-online.ts';
import { useOutbox, useOutboxSync } from './use-outbox.ts';
import { useServiceWorker } from './use-service-worker.ts';

/** A handover form for one record: pick up, receive, or nothing, as the server says for this reader. */
export function HandoverPage({ portal }: { portal: HandoverPortal }) {
  const { t } = useTranslation();
  const { registrationNumber = '' } = useParams();
  const target = useQuery(handoverTargetQuery(registrationNumber));
  const journey = useQuery({
    ...handoverJourneyQuery(target.data?.journeyId ?? ''),
    enabled: Boolean(target.data),
  });
  const online = useOnline();
  useOutboxSync();
  useServiceWorker();
  useDocumentTitle(`${t('handover.title')} ${registrationNumber}`);
  const back = <BackLink to={handoverPath(portal)} label={t('handover.another')} />;
  const failed = target.error ?? journey.error;

  return (
    <Stack gap="md" maw={560} w="100%" mx="auto">
      {back}
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={600}>
          {t('handover.title')}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {registrationNumber}
        </Title>
      </Stack>
      {!online && (
        <Alert color="yellow" variant="light">
          {t('handover.offline')}
        </Alert>
      )}
      {failed ? (
        <RecordLoadError
          error={failed}
          notFoundKey="journeys.errors.notFound"
          failedKey="handover.loadFailed"
          onRetry={() => void (target.error ? target.refetch() : journey.refetch())}
          back={null}
        />
      ) : target.data && journey.data ? (
        <Handover target={target.data} journey={journey.data} />
      ) : (
        <LoadingSpinner />
      )}
      <OutboxPanel />
    </Stack>
  );
}

function Handover({ target, journey }: { target: HandoverTarget; journey: JourneyDetail }) {
  const { t } = useTranslation();
  const result = useActionResult();
  const waiting = useOutbox()?.some((action) => action.wasteRecordId === target.wasteRecordId);
  const record = journey.records.find((candidate) => candidate.id === target.wasteRecordId);
  if (!record) return null;
  // The target answer can be older than the journey answered by the last action.
  const form =
    target.action === 'pickUp' && journey.can.pickUp && record.pickedUpAt === null
      ? 'pickUp'
      : target.action === 'receive' && journey.can.receive && record.receivedAt === null
        ? 'receive'
        : null;

  return (
    <>
      {result.notice && <ActionNotice notice={result.notice} />}
      <RecordSummary journey={journey} record={record} />
      {record.type === 'b3' && (
        <Slot
          name="handover.record"
          props={{ wasteRecordId: record.id, beforePickup: record.pickedUpAt === null }}
        />
      )}
      {waiting ? (
        <Text>{t('handover.waitingForRecord')}</Text>
      ) : form === 'pickUp' ? (
        <PickupForm journey={journey} record={record} onResult={result.report} />
      ) : form === 'receive' ? (
        <ReceiveForm journey={journey} record={record} onResult={result.report} />
      ) : (
        !result.notice && <Text>{t('handover.nothingToDo')}</Text>
      )}
      <JourneySteps journey={journey} onResult={result.report} />
      <PositionReporter journey={journey} />
    </>
  );
}
