import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiError } from '../../lib/api.ts';
import { useHandoverRedirect } from '../handover/public.ts';
import { publicTrackQuery } from './api.ts';
import { StatusTimeline } from './status-timeline.tsx';
import { TrackEvents } from './track-events.tsx';

/**
 * `/public/track/:registrationNumber`, opened from a label's QR code without signing in: the record's
 * waste type, status and status history, and its journey's steps (what, when, the city and the
 * quantity), and nothing else (no company, prices or people).
 */
export function PublicTrackPage() {
  const { t } = useTranslation();
  const { registrationNumber = '' } = useParams();
  const number = registrationNumber.toUpperCase();
  const track = useQuery(publicTrackQuery(number));
  useHandoverRedirect(number);
  useDocumentTitle(t('waste.track.title', { number }));

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('waste.track.heading')}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('waste.track.title', { number })}
          </Title>
          <Text c="dimmed">{t('waste.track.intro')}</Text>
        </Stack>
        {track.isPending && <LoadingSpinner />}
        {track.isError && (
          <Stack gap="md" align="flex-start">
            <NotificationBanner
              type="error"
              message={
                track.error instanceof ApiError && (track.error.status === 404 || track.error.status === 400)
                  ? t('waste.track.notFound')
                  : t('waste.track.loadFailed')
              }
            />
            <Button component={Link} to="/" variant="default">
              {t('common.backHome')}
            </Button>
          </Stack>
        )}
        {track.data && (
          <>
            <Card withBorder padding="md" component="section" aria-labelledby="track-status">
              <Stack gap="sm">
                <Group gap="sm" wrap="wrap">
                  <Title order={2} size="h4" id="track-status">
                    {t('waste.track.status')}
                  </Title>
                  <WasteStatusBadge status={track.data.status} size="lg" />
                </Group>
                <Text size="sm">
                  {t('waste.track.type')}: {t(`waste.types.${track.data.type}`)}
                </Text>
              </Stack>
            </Card>
            <Card withBorder padding="md" component="section" aria-labelledby="track-history">
              <Title order={2} size="h4" mb="sm" id="track-history">
                {t('waste.track.history')}
              </Title>
              <StatusTimeline history={track.data.history} />
            </Card>
            {track.data.events.length > 0 && (
              <Card withBorder padding="md" component="section" aria-labelledby="track-journey">
                <Title order={2} size="h4" mb="sm" id="track-journey">
                  {t('journeys.recordJourney.title')}
                </Title>
                <TrackEvents events={track.data.events} />
              </Card>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
