import { Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { errorMessage } from '../../lib/forms.ts';
import { recordManifestQuery } from './api.ts';
import { ManifestView } from './manifest-view.tsx';

/**
 * The Festronik manifest of a B3 record's journey, on the record's page: its sender (the customer) sees
 * and downloads it there. Nothing while the record is not on a journey or is not B3.
 */
export function RecordManifestCard({ record }: { record: { id: string; type: string; status: string } }) {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const carried = record.type === 'b3' && !['drafted', 'waiting', 'cancelled'].includes(record.status);
  const answer = useQuery({ ...recordManifestQuery(record.id), enabled: carried });
  if (!carried || answer.isPending || (answer.isSuccess && !answer.data.manifest)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="record-manifest">
      <Title order={2} size="h4" mb={4} id="record-manifest">
        {t('manifests.card.recordTitle')}
      </Title>
      {answer.isError ? (
        <ListLoadError
          message={errorMessage(answer.error, t, 'manifests.card.loadFailed')}
          onRetry={() => answer.refetch()}
        />
      ) : (
        answer.data.manifest && (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {t('manifests.card.recordIntro', { journey: answer.data.manifest.journey.number })}
            </Text>
            <ManifestView
              manifest={answer.data.manifest}
              audience={user.userType === 'customer' ? 'customer' : 'carrier'}
            />
          </>
        )
      )}
    </Card>
  );
}
