import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  B3_CODE_TABLES,
  type B3CodeCreateInput,
  b3CodeChangeInput,
  b3CodeCreateInput,
  HAZARD_CHARACTERISTICS,
  type HazardCharacteristic,
} from '@sirkula/domain/manifests/b3-codes';
import type { B3CodeAnswer } from '@sirkula/domain/manifests/b3-codes-answers';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useSaveB3Code } from './api.ts';

export type B3CodeTarget = { mode: 'create' } | { mode: 'edit'; entry: B3CodeAnswer };

interface Values {
  code: string;
  nameId: string;
  nameEn: string;
  table: string;
  characteristics: HazardCharacteristic[];
  notes: string;
}

function asInput(values: Values): B3CodeCreateInput {
  const table = B3_CODE_TABLES.find((value) => String(value) === values.table) ?? null;
  return { ...values, table };
}

/** Adding a B3 waste code to the list, or correcting one, in a modal (staff; audited by the server). */
export function B3CodeFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: B3CodeTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.mode === 'edit'
      ? t('manifests.codes.editOf', { code: target.entry.code })
      : t('manifests.codes.add');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <B3CodeForm target={target} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function B3CodeForm({
  target,
  onCancel,
  onSaved,
}: {
  target: B3CodeTarget;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editing = target.mode === 'edit' ? target.entry : null;
  const save = useSaveB3Code();
  const check = validateWith(editing ? b3CodeChangeInput : b3CodeCreateInput, t);
  const form = useForm<Values, B3CodeCreateInput>({
    initialValues: {
      code: editing?.code ?? '',
      nameId: editing?.name.id ?? '',
      nameEn: editing?.name.en ?? '',
      table: editing?.table ? String(editing.table) : '',
      characteristics: editing?.characteristics ?? [],
      notes: editing?.notes ?? '',
    },
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (input) => {
    let message = '';
    const saved = await run(async () => {
      const { code: _code, ...change } = input;
      const saving = editing ? { code: editing.code, input: change } : { code: null, input };
      message = (await save.mutateAsync(saving)).message;
      return message;
    });
    if (saved) onSaved(message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput
          label={t('manifests.codes.fields.code')}
          required
          disabled={editing !== null}
          maxLength={12}
          {...form.getInputProps('code')}
        />
        <Textarea
          label={t('manifests.codes.fields.nameId')}
          required
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('nameId')}
        />
        <TextInput
          label={t('manifests.codes.fields.nameEn')}
          maxLength={300}
          {...form.getInputProps('nameEn')}
        />
        <Select
          label={t('manifests.codes.fields.table')}
          placeholder={t('manifests.codes.tableNone')}
          clearable
          data={B3_CODE_TABLES.map((table) => ({
            value: String(table),
            label: `${t('manifests.codes.tableValue', { table })} · ${t(`waste.b3.tables.${table}`)}`,
          }))}
          {...form.getInputProps('table')}
        />
        <Checkbox.Group
          label={t('manifests.codes.fields.characteristics')}
          {...form.getInputProps('characteristics')}
        >
          <Group gap="md" mt={6}>
            {HAZARD_CHARACTERISTICS.map((key) => (
              <Checkbox key={key} value={key} label={t(`manifests.characteristics.${key}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={t('manifests.codes.fields.notes')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('manifests.codes.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t('manifests.codes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
