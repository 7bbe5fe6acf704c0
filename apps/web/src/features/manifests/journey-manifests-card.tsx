import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { journeyManifestsQuery } from './api.ts';
import { ManifestView } from './manifest-view.tsx';

/**
 * A journey's Festronik manifests, one per customer sending B3 waste on it, on the journey's page for
 * staff and its partners; nothing at all on a journey without B3 waste.
 */
export function JourneyManifestsCard({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation();
  const answer = useQuery(journeyManifestsQuery(journeyId));
  if (answer.isSuccess && answer.data.items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-manifests">
      <Title order={2} size="h4" mb={4} id="journey-manifests">
        {t('manifests.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('manifests.intro')}
      </Text>
      {answer.isPending ? (
        <LoadingSpinner />
      ) : answer.isError ? (
        <ListLoadError
          message={errorMessage(answer.error, t, 'manifests.card.loadFailed')}
          onRetry={() => answer.refetch()}
        />
      ) : (
        <Stack gap="md">
          {answer.data.items.map((manifest) => (
            <ManifestView key={manifest.sender.id} manifest={manifest} audience="carrier" />
          ))}
        </Stack>
      )}
    </Card>
  );
}
