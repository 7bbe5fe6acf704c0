import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import type { JourneyDetail } from '@sirkula/domain/journeys/answers';
import { everyRecordReceived, plannedLoadKg } from '@sirkula/domain/journeys/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { JourneyStepper } from '../../components/journey-stepper.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { ProofDownloadButton } from '../../components/proof-download-button.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { Slot } from '../../components/slot.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { journeyDocumentPath, journeyQuery } from './api.ts';
import { CertificateCard } from './certificate-card.tsx';
import { DiscrepancyCallout } from './discrepancy-callout.tsx';
import { DiscrepancyBadge, JourneyStatusBadge } from './journey-badges.tsx';
import { type JourneyDialog, JourneyDialogs } from './journey-dialogs.tsx';
import { FleetCard, JourneyFacts } from './journey-facts.tsx';
import { journeysBase } from './journey-paths.ts';
import { JourneyRecords } from './journey-records.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';

/** A journey's page, for staff at /internal/journey/:id and for its partners under their waste menu. */
export function JourneyDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = usePortalSession();
  const base = journeysBase(user.userType);
  const journey = useQuery(journeyQuery(id));
  useDocumentTitle(journey.data?.number ?? t('journeys.title'));

  if (journey.isPending) return <LoadingSpinner />;
  if (journey.isError) {
    return (
      <RecordLoadError
        error={journey.error}
        notFoundKey="journeys.errors.notFound"
        failedKey="journeys.detail.loadFailed"
        onRetry={() => journey.refetch()}
        back={<BackLink to={base} label={t('journeys.detail.back')} />}
      />
    );
  }
  return <Detail journey={journey.data} base={base} wasteBase={`/${user.userType}/waste`} />;
}

function Detail({ journey, base, wasteBase }: { journey: JourneyDetail; base: string; wasteBase: string }) {
  const { t } = useTranslation();
  const arrival = useLocation().state as { message?: string } | null;
  const [banner, setBanner] = useState<Banner | null>(
    arrival?.message ? { type: 'success', message: arrival.message } : null,
  );
  const [dialog, setDialog] = useState<JourneyDialog>(null);
  const { can } = journey;
  const pickedUp = journey.records.some((record) => record.pickedUpAt !== null);

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to={base} label={t('journeys.detail.back')} />
      <Stack gap={6}>
        <Title order={1} size="h2">
          {journey.number}
        </Title>
        <Group gap="xs">
          <JourneyStatusBadge status={journey.status} size="lg" />
          <DiscrepancyBadge discrepancy={journey.discrepancy} size="lg" />
        </Group>
      </Stack>
      <JourneyStepper
        stage={journey.stage}
        status={journey.status}
        hasTransitHub={journey.transitHub !== null}
        received={everyRecordReceived(journey.records)}
      />
      {banner && <NotificationBanner {...banner} />}
      <Group gap="xs" wrap="wrap" align="flex-start">
        {can.complete && (
          <Button color="green" onClick={() => setDialog({ kind: 'complete' })}>
            {t('journeys.detail.complete')}
          </Button>
        )}
        {journey.status !== 'cancelled' && (
          <ProofDownloadButton
            path={journeyDocumentPath(journey.id, 'sheet')}
            fileName={`${journey.number}-sheet.pdf`}
            document="sheet"
          />
        )}
        {pickedUp && (
          <ProofDownloadButton
            path={journeyDocumentPath(journey.id, 'proof')}
            fileName={`${journey.number}.pdf`}
          />
        )}
        {can.cancel && (
          <Button variant="outline" color="red" onClick={() => setDialog({ kind: 'cancel' })}>
            {t('journeys.detail.cancel')}
          </Button>
        )}
      </Group>
      <DiscrepancyCallout journey={journey} onDone={setBanner} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <JourneyFacts journey={journey} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <FleetCard journey={journey}>
            {can.assign && (
              <Slot
                name="journey.fleet"
                props={{
                  journey: {
                    id: journey.id,
                    number: journey.number,
                    transporterName: journey.transporter.name,
                    plannedQuantityKg: plannedLoadKg(journey.records),
                    vehicleId: journey.vehicle?.id ?? null,
                    driverId: journey.driver?.id ?? null,
                  },
                  onAssigned: (message) => setBanner({ type: 'success', message }),
                }}
              />
            )}
          </FleetCard>
        </Grid.Col>
      </Grid>
      <JourneyRecords
        journey={journey}
        wasteBase={wasteBase}
        onRemove={can.changeRecords ? (record) => setDialog({ kind: 'remove', record }) : undefined}
        actions={
          can.changeRecords && (
            <Button variant="default" size="xs" onClick={() => setDialog({ kind: 'add' })}>
              {t('journeys.records.add')}
            </Button>
          )
        }
      />
      <CertificateCard journey={journey} onDone={setBanner} />
      <Slot name="journey.panels" props={{ journeyId: journey.id }} />
      <JourneyTimeline journey={journey} />
      <JourneyDialogs journey={journey} dialog={dialog} onClose={() => setDialog(null)} onDone={setBanner} />
    </Stack>
  );
}
