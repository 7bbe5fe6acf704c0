import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_TYPES,
  type DocumentInput,
  documentInput,
  RECORD_KINDS,
  type VersionInput,
  versionInput,
} from '@sirkula/domain/documents/rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useReplaceDocument, useUploadDocument } from './api.ts';
import { DocumentFileField, type FileAndValidity, ValidityFields } from './document-fields.tsx';

interface Values extends FileAndValidity {
  type: string;
  displayName: string;
  companyId: string | null;
  recordKind: string;
  recordLabel: string;
}

const EMPTY: Values = {
  type: '',
  displayName: '',
  companyId: null,
  recordKind: '',
  recordLabel: '',
  validFrom: '',
  validUntil: '',
  file: null,
};

/** The form's text fields as the multipart form sends them (empty meaning none), and its file. */
function asForm(fields: Record<string, string>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file, file.name);
  return form;
}

function fieldsOf(values: Values): DocumentInput & Record<string, string> {
  return {
    type: values.type as DocumentInput['type'],
    displayName: values.displayName,
    companyId: values.companyId ?? '',
    recordKind: values.recordKind as DocumentInput['recordKind'] & string,
    recordLabel: values.recordLabel,
    validFrom: values.validFrom,
    validUntil: values.validUntil,
  };
}

/** Uploading a document to the library, in a modal: what it is, whose, what it belongs to, its file. */
export function UploadDocumentModal({
  opened,
  onClose,
  onUploaded,
}: {
  opened: boolean;
  onClose: () => void;
  onUploaded: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('documents.form.title')} size="lg">
      {opened && <UploadForm onCancel={onClose} onUploaded={onUploaded} />}
    </FormModal>
  );
}

function UploadForm({ onCancel, onUploaded }: { onCancel: () => void; onUploaded: (id: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const check = validateWith(documentInput, t);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => ({
      ...check(fieldsOf(values)),
      ...(values.file ? {} : { file: t('storage.noFile') }),
    }),
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    fallbackKey: 'documents.form.failed',
  });
  const submit = form.onSubmit(
    async (values) => {
      let id: string | null = null;
      await run(async () => {
        id = (await upload.mutateAsync(asForm(fieldsOf(values), values.file))).id;
        return t('documents.detail.uploaded');
      });
      if (id) onUploaded(id);
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <NativeSelect
          label={t('documents.fields.type')}
          required
          data-autofocus
          data={[
            { value: '', label: t('documents.validation.type'), disabled: true },
            ...DOCUMENT_TYPES.map((value) => ({ value, label: t(`documents.types.${value}`) })),
          ]}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('documents.fields.displayName')}
          required
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('displayName')}
        />
        <CompanyPicker
          label={t('documents.fields.companyId')}
          description={t('documents.form.companyHint')}
          placeholder={t('documents.list.provider')}
          {...form.getInputProps('companyId')}
          onChange={(companyId) => form.setFieldValue('companyId', companyId)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('documents.fields.recordKind')}
            data={[
              { value: '', label: '—' },
              ...RECORD_KINDS.map((value) => ({ value, label: t(`documents.recordKinds.${value}`) })),
            ]}
            {...form.getInputProps('recordKind')}
          />
          <TextInput
            label={t('documents.fields.recordLabel')}
            description={t('documents.form.recordLabelHint')}
            maxLength={120}
            autoComplete="off"
            {...form.getInputProps('recordLabel')}
          />
        </SimpleGrid>
        <ValidityFields form={form} />
        <DocumentFileField form={form} />
        <FormFooter submitLabel={t('documents.form.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** A new version of a document: its file, and its validity (a renewed permit's new dates). */
export function ReplaceDocumentModal({
  documentId,
  current,
  opened,
  onClose,
  onReplaced,
}: {
  documentId: string;
  current: { validFrom: string | null; validUntil: string | null };
  opened: boolean;
  onClose: () => void;
  onReplaced: (version: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('documents.form.replaceTitle')} size="lg">
      {opened && (
        <ReplaceForm documentId={documentId} current={current} onCancel={onClose} onReplaced={onReplaced} />
      )}
    </FormModal>
  );
}

function ReplaceForm({
  documentId,
  current,
  onCancel,
  onReplaced,
}: {
  documentId: string;
  current: { validFrom: string | null; validUntil: string | null };
  onCancel: () => void;
  onReplaced: (version: number) => void;
}) {
  const { t } = useTranslation();
  const replace = useReplaceDocument(documentId);
  const check = validateWith(versionInput, t);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FileAndValidity>({
    initialValues: { validFrom: current.validFrom ?? '', validUntil: current.validUntil ?? '', file: null },
    validate: (values) => {
      const fields: VersionInput = { validFrom: values.validFrom, validUntil: values.validUntil };
      return { ...check(fields), ...(values.file ? {} : { file: t('storage.noFile') }) };
    },
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => form.setErrors(errors),
    fallbackKey: 'documents.form.failed',
  });
  const submit = form.onSubmit(async (values) => {
    let version: number | null = null;
    await run(async () => {
      const fields = { validFrom: values.validFrom, validUntil: values.validUntil };
      version = (await replace.mutateAsync(asForm(fields, values.file))).version;
      return t('documents.detail.replaced', { version });
    });
    if (version !== null) onReplaced(version);
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <DocumentFileField form={form} />
        <ValidityFields form={form} />
        <FormFooter submitLabel={t('documents.form.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
