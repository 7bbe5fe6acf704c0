import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { FileInfo } from '@sirkula/domain/companies/answers';
import type { CompanyDocument } from '@sirkula/domain/companies/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-field.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { fileUrl } from './api.ts';

const ACCEPT: Record<CompanyDocument, string> = {
  environmentalDocument: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  registrationForm:
    '.pdf,.jpg,.jpeg,.png,.docx,application/pdf,image/jpeg,image/png,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const FORMATS = {
  environmentalDocument: 'companies.form.environmentalFormats',
  registrationForm: 'companies.form.registrationFormats',
} as const satisfies Record<CompanyDocument, string>;

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface Props {
  document: CompanyDocument;
  current: FileInfo | null;
  chosen: File | null;
  uploading: boolean;
  /** Only the stored file and its link, for someone who may not replace it. */
  disabled?: boolean;
  onChoose: (file: File | null) => void;
}

/** A document's file choice with the stored file and its download link below it. */
export function DocumentInput({ document, current, chosen, uploading, disabled = false, onChoose }: Props) {
  const { t } = useTranslation();

  return (
    <Stack gap={6}>
      {disabled ? (
        <Text size="sm" fw={500}>
          {t(`companies.fields.${document}`)}
        </Text>
      ) : (
        <FileField
          label={t(`companies.fields.${document}`)}
          description={t(FORMATS[document])}
          accept={ACCEPT[document]}
          file={chosen}
          onChange={onChoose}
        />
      )}
      {uploading && (
        <Group gap="xs" role="status">
          <Loader size="xs" color="green" />
          <Text size="sm">{t('companies.form.uploading')}</Text>
        </Group>
      )}
      <Text size="sm" c="dimmed" component="div">
        {t('companies.form.currentFile')}:{' '}
        {current ? (
          // Underlined: inside a line of text, colour alone would not tell the link apart.
          <Anchor
            underline="always"
            href={fileUrl(current.id)}
            download={current.name}
            aria-label={t('companies.form.download', { name: current.name })}
          >
            {current.name}
          </Anchor>
        ) : (
          t('companies.form.noFile')
        )}
        {current && ` (${sizeLabel(current.size)}, ${formatDateTime(current.uploadedAt, currentLanguage())})`}
      </Text>
    </Stack>
  );
}
