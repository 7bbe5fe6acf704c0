import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { RecordJourney } from '@sirkula/domain/journeys/answers';
import { everyRecordReceived } from '@sirkula/domain/journeys/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteStatus } from '@sirkula/domain/waste/status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JourneyStepper } from '../../components/journey-stepper.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { ProofDownloadButton } from '../../components/proof-download-button.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { recordJourneyQuery, recordProofPath } from './api.ts';
import { TrackEvents } from './track-events.tsx';

/** Where the journey's own page is for readers who have one: staff, and partners under their waste menu. */
const JOURNEY_PAGES: Partial<Record<Portal, string>> = {
  internal: '/internal/journey',
  partner: '/partner/waste/journeys',
};

/** The journey carrying a record, on the record's page: number, stages, parties and each step so far. */
export function RecordJourneyCard({
  record,
  portal,
}: {
  record: { id: string; registrationNumber: string; status: WasteStatus };
  portal: Portal;
}) {
  const { t } = useTranslation();
  const answer = useQuery(recordJourneyQuery(record.id));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="record-journey">
      <Title order={2} size="h4" mb="sm" id="record-journey">
        {t('journeys.recordJourney.title')}
      </Title>
      {answer.isPending ? (
        <LoadingSpinner />
      ) : answer.isError ? (
        <ListLoadError
          message={errorMessage(answer.error, t, 'journeys.recordJourney.loadFailed')}
          onRetry={() => answer.refetch()}
        />
      ) : (
        <JourneyOfRecord answer={answer.data} record={record} portal={portal} />
      )}
    </Card>
  );
}

function JourneyOfRecord({
  answer,
  record,
  portal,
}: {
  answer: RecordJourney;
  record: { id: string; registrationNumber: string; status: WasteStatus };
  portal: Portal;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const { journey, events } = answer;
  if (!journey) {
    return (
      <Text c="dimmed" size="sm">
        {t('journeys.recordJourney.none')}
      </Text>
    );
  }
  const page = JOURNEY_PAGES[portal];
  const pickedUp = events.some((event) => event.kind === 'pickedUp');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {page ? (
          <Anchor component={Link} to={`${page}/${journey.id}`} fw={600} c="green.9">
            {journey.number}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {journey.number}
          </Text>
        )}{' '}
        · {t(`journeys.statuses.${journey.status}`)} · {formatDate(journey.plannedOn, language)}
      </Text>
      <Text size="sm">
        {t('journeys.recordJourney.parties', {
          transporter: journey.transporterName,
          receiver: journey.receiverName,
        })}
      </Text>
      <JourneyStepper
        stage={journey.stage}
        status={journey.status}
        hasTransitHub={journey.hasTransitHub}
        received={everyRecordReceived([record])}
      />
      {events.length > 0 && <TrackEvents events={events} />}
      {pickedUp && (
        <ProofDownloadButton
          path={recordProofPath(record.id)}
          fileName={`${record.registrationNumber}.pdf`}
        />
      )}
    </Stack>
  );
}
