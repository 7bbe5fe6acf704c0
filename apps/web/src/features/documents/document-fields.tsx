import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { FileField } from '../../components/file-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,application/pdf,image/jpeg,image/png';

/** What a document's upload and a new version of it both ask: its file and its validity. */
export interface FileAndValidity {
  validFrom: string;
  validUntil: string;
  file: File | null;
}

/** Valid from and until, side by side from a tablet up; either may be left empty. */
export function ValidityFields<V extends FileAndValidity>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DateField label={t('documents.fields.validFrom')} clearable {...form.getInputProps('validFrom')} />
      <DateField label={t('documents.fields.validUntil')} clearable {...form.getInputProps('validUntil')} />
    </SimpleGrid>
  );
}

/** The document's file, with the form's "no file chosen" error under it. */
export function DocumentFileField<V extends FileAndValidity>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  // The form's own change handler takes the file (or null) as it takes any value that is not an event.
  const { onChange, error } = form.getInputProps('file');
  return (
    <>
      <FileField
        label={t('documents.fields.file')}
        description={t('documents.form.fileHint')}
        accept={ACCEPT}
        file={form.values.file}
        onChange={onChange}
      />
      {typeof error === 'string' && <NotificationBanner type="error" message={error} />}
    </>
  );
}
