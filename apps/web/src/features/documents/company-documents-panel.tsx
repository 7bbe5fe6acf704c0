import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { documentFileHref, documentsQuery } from './api.ts';
import { ExpiryBadge, ValidUntil } from './expiry-badge.tsx';

/**
 * A company's documents on its page, to download: the server answers a customer's or partner's users
 * only their own company's, whatever is asked. Expiring and expired ones are flagged.
 */
export function CompanyDocumentsPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const answer = useQuery(documentsQuery({ companyId, pageSize: 100, sort: 'validUntil', order: 'asc' }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-documents">
      <Title order={2} size="h4" mb="sm" id="company-documents">
        {t('documents.panel.title')}
      </Title>
      {answer.isPending ? (
        <LoadingSpinner />
      ) : answer.isError ? (
        <ListLoadError
          message={errorMessage(answer.error, t, 'documents.panel.loadFailed')}
          onRetry={() => answer.refetch()}
        />
      ) : answer.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents.panel.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {answer.data.items.map((document) => (
            <Group
              key={document.id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-expiry={document.expiry}
            >
              <Stack gap={0}>
                <Anchor href={documentFileHref(document.id)} fw={600} c="green.9">
                  {document.displayName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`documents.types.${document.type}`)} · {t('documents.fields.validUntil')}:{' '}
                  <ValidUntil validUntil={document.validUntil} />
                </Text>
              </Stack>
              <ExpiryBadge document={document} />
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
