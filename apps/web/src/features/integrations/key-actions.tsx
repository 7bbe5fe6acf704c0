import { Button, Group } from '@mantine/core';
import type { IntegrationKey } from '@sirkula/domain/integrations/answers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { useRevokeKey } from './api.ts';
import { type CreatedKey, SecretModal } from './key-form.tsx';
import { RequestsModal } from './requests-modal.tsx';
import { RotateModal } from './rotate-modal.tsx';

/**
 * What can be done with a listed key (its request log; rotating and revoking a live one) and the
 * dialogs that do it, as the internal API page and a company's Developers section both offer them.
 */
export function useKeyActions(setBanner: (banner: Banner) => void) {
  const { t } = useTranslation();
  const [rotating, setRotating] = useState<IntegrationKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  const [reading, setReading] = useState<IntegrationKey | null>(null);
  const [secret, setSecret] = useState<{ created: CreatedKey; title: string } | null>(null);
  const revoke = useRevokeKey();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      setBanner({ type: 'success', message: t('integrations.messages.revoked', { name: revoking.name }) });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'integrations.list.revokeFailed') });
    }
    setRevoking(null);
  };

  const buttons = (apiKey: IntegrationKey): ReactNode => (
    <Group gap={4} wrap="wrap">
      <Button size="compact-sm" variant="subtle" onClick={() => setReading(apiKey)}>
        {t('integrations.list.requests')}
      </Button>
      {apiKey.status === 'active' && (
        <>
          <Button size="compact-sm" variant="subtle" color="orange" onClick={() => setRotating(apiKey)}>
            {t('integrations.list.rotate')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRevoking(apiKey)}>
            {t('integrations.list.revoke')}
          </Button>
        </>
      )}
    </Group>
  );

  const showCreated = (created: CreatedKey) => {
    setSecret({ created, title: t('integrations.form.createdTitle') });
    setBanner({ type: 'success', message: t('integrations.messages.created', { name: created.key.name }) });
  };

  const dialogs = (
    <>
      <SecretModal created={secret?.created ?? null} title={secret?.title} onClose={() => setSecret(null)} />
      <RotateModal
        apiKey={rotating}
        onClose={() => setRotating(null)}
        onRotated={(rotated) => {
          setRotating(null);
          setSecret({ created: rotated, title: t('integrations.rotate.done', { name: rotated.key.name }) });
          setBanner({
            type: 'success',
            message: t('integrations.messages.rotated', { name: rotated.key.name }),
          });
        }}
      />
      <RequestsModal apiKey={reading} onClose={() => setReading(null)} />
      <ConfirmModal
        opened={revoking !== null}
        title={t('integrations.confirm.revokeTitle')}
        message={t('integrations.confirm.revoke', { name: revoking?.name ?? '' })}
        confirmLabel={t('integrations.list.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </>
  );
  return { buttons, dialogs, showCreated };
}
