import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { IntegrationKey } from '@sirkula/domain/integrations/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { useRotateKey } from './api.ts';
import type { CreatedKey } from './key-form.tsx';

const GRACE_HOURS = ['0', '1', '24', '72', '168'] as const;

/** Asks for the grace period of the old secret, then rotates; the new secret is shown by the caller. */
export function RotateModal({
  apiKey,
  onClose,
  onRotated,
}: {
  apiKey: IntegrationKey | null;
  onClose: () => void;
  onRotated: (rotated: CreatedKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('integrations.rotate.title', { name: apiKey?.name ?? '' })}
      size="md"
    >
      {apiKey && <RotateForm apiKey={apiKey} onCancel={onClose} onRotated={onRotated} />}
    </FormModal>
  );
}

function RotateForm({
  apiKey,
  onCancel,
  onRotated,
}: {
  apiKey: IntegrationKey;
  onCancel: () => void;
  onRotated: (rotated: CreatedKey) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateKey();
  const [grace, setGrace] = useState<string>('24');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    try {
      onRotated(await rotate.mutateAsync({ id: apiKey.id, graceHours: Number(grace) }));
    } catch (error) {
      setFailure(errorMessage(error, t, 'integrations.rotate.failed'));
    }
  };
  return (
    <Stack gap="md">
      {failure && <NotificationBanner type="error" message={failure} />}
      <Text size="sm">{t('integrations.rotate.text')}</Text>
      <Radio.Group label={t('integrations.rotate.grace')} value={grace} onChange={setGrace}>
        <Stack gap={6} mt={6}>
          {GRACE_HOURS.map((hours) => (
            <Radio key={hours} value={hours} label={t(`integrations.rotate.graceOptions.${hours}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={rotate.isPending}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" onClick={submit} loading={rotate.isPending}>
          {t('integrations.rotate.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
