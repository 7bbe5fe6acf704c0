import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { scopesOffered } from '@sirkula/domain/integrations/rules';
import { KEY_SCOPES } from '@sirkula/domain/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { PageControls } from '../../components/list/page-controls.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { errorMessage } from '../../lib/forms.ts';
import { keysQuery } from './api.ts';
import { useKeyActions } from './key-actions.tsx';
import { KeyFormModal, type KeyOwner } from './key-form.tsx';
import { KeyCard } from './key-parts.tsx';

const PAGE_SIZE = 10;

/**
 * A company's "Developers" section on its page: its API keys, for its admins and the provider's. The
 * server answers a company admin only their own company's keys, whatever is asked.
 */
export function DevelopersPanel({ companyId }: { companyId: string }) {
  const { user } = usePortalSession();
  if (user.role !== 'admin') return null;
  if (user.userType !== 'internal' && user.companyId !== companyId) return null;
  const owner: KeyOwner =
    user.userType === 'internal'
      ? { companyId, offered: KEY_SCOPES, initialScopes: ['waste:read'] }
      : {
          companyId,
          offered: scopesOffered(user.userType),
          initialScopes: [scopesOffered(user.userType)[0] ?? 'journeys:read'],
        };
  return <CompanyKeys owner={owner} companyId={companyId} />;
}

function CompanyKeys({ owner, companyId }: { owner: KeyOwner; companyId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const keys = useQuery(keysQuery({ page, pageSize: PAGE_SIZE, companyId, status: 'all' }));
  const { buttons, dialogs, showCreated } = useKeyActions(setBanner);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-developers">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id="company-developers">
            {t('integrations.developersTitle')}
          </Title>
          <Group gap="sm">
            <Anchor href="/api/docs" target="_blank" size="sm">
              {t('integrations.docsLink')}
            </Anchor>
            <Button color="green" size="sm" onClick={() => setCreating(true)}>
              {t('integrations.add')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('integrations.developersIntro')}
        </Text>
        {banner && <NotificationBanner {...banner} />}
        {keys.isPending ? (
          <LoadingSpinner />
        ) : keys.isError ? (
          <ListLoadError
            message={errorMessage(keys.error, t, 'integrations.list.loadFailed')}
            onRetry={() => keys.refetch()}
          />
        ) : keys.data.items.length === 0 ? (
          <Text size="sm">{t('integrations.list.empty')}</Text>
        ) : (
          <Stack gap="xs">
            {keys.data.items.map((apiKey) => (
              <KeyCard key={apiKey.id} apiKey={apiKey} actions={buttons(apiKey)} showCompany={false} />
            ))}
            {keys.data.total > PAGE_SIZE && (
              <Group justify="center">
                <PageControls
                  total={Math.ceil(keys.data.total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
      <KeyFormModal
        opened={creating}
        owner={owner}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          showCreated(answer);
        }}
      />
      {dialogs}
    </Card>
  );
}
