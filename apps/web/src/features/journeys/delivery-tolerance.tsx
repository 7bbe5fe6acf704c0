import { Anchor, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { settingsApi } from '@sirkula/domain/settings/api';
import { formatNumber } from '@sirkula/domain/shared/format';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { ApiError, client } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';

const call = client<typeof settingsApi>();

const toleranceQuery = queryOptions({
  queryKey: ['settings', 'delivery-tolerance'],
  queryFn: () => call('GET /settings/delivery-tolerance'),
});

/**
 * The tolerance a receipt may fall short by and still count as whole, shown to staff above their
 * journeys; internal admins change it here.
 */
export function DeliveryTolerance() {
  const { t } = useTranslation();
  const tolerance = useQuery(toleranceQuery);
  const [editing, setEditing] = useState(false);
  if (tolerance.isError)
    return (
      <Text c="red" size="sm">
        {t('journeys.tolerance.failed')}
      </Text>
    );
  if (!tolerance.data) return null;
  return (
    <Group gap="xs">
      <Text size="sm" title={t('journeys.tolerance.explain')}>
        {t('journeys.tolerance.label')}:{' '}
        <strong>
          {t('journeys.tolerance.value', {
            value: formatNumber(tolerance.data.tolerance, currentLanguage()),
          })}
        </strong>
      </Text>
      {tolerance.data.canChange && (
        <Anchor component="button" type="button" size="sm" onClick={() => setEditing(true)}>
          {t('journeys.tolerance.change')}
        </Anchor>
      )}
      {editing && <ToleranceForm current={tolerance.data.tolerance} onClose={() => setEditing(false)} />}
    </Group>
  );
}

function ToleranceForm({ current, onClose }: { current: number; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState<number | string>(current);
  const save = useMutation({
    mutationFn: () => call('PUT /settings/delivery-tolerance', { body: { tolerance: Number(value) } }),
    onSuccess: (saved) => {
      client.setQueryData(toleranceQuery.queryKey, saved);
      onClose();
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <Modal opened onClose={onClose} title={t('journeys.tolerance.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{t('journeys.tolerance.explain')}</Text>
          {save.isError && !error?.fields.tolerance && (
            <NotificationBanner type="error" message={save.error.message} />
          )}
          <NumberInput
            label={t('journeys.tolerance.field')}
            value={value}
            onChange={setValue}
            min={0}
            max={1000}
            decimalScale={2}
            error={error?.fields.tolerance}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('journeys.tolerance.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('journeys.tolerance.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
