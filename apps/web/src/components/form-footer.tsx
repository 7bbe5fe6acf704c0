import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form's last row: Cancel, then its submit button, which spins while the form is sent. */
export function FormFooter({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color="green" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
