import {
  Autocomplete,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { b3CodeName } from '@sirkula/domain/manifests/b3-codes';
import type { PromotionLeadInput } from '@sirkula/domain/partnership/rules';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { lazySchema } from '../../lib/forms.ts';
import { publicB3CodesQuery, sendPromotion } from './api.ts';
import { ContactFields, LeadFormFrame } from './lead-form-frame.tsx';
import { useLeadSubmission } from './use-lead-submission.ts';

const promotionSchema = lazySchema(() =>
  import('@sirkula/domain/partnership/rules').then((m) => m.promotionLeadInput),
);

/** The numbers are '' while empty, as Mantine's number inputs hold them. */
type Values = Omit<PromotionLeadInput, 'monthlyVolumeKg' | 'monthlyCost' | 'message'> & {
  monthlyVolumeKg: number | string;
  monthlyCost: number | string;
  message: string;
};

const EMPTY: Values = {
  company: '',
  name: '',
  email: '',
  phone: '',
  city: '',
  monthlyVolumeKg: '',
  monthlyCost: '',
  contractEndDate: '',
  hazardous: true,
  wasteCode: '',
  message: '',
  captcha: '',
};

/** The promotion registration: the specification's fields, who to call, and the Security Check. */
export function PromotionForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => promotionSchema.validator(t)(values as PromotionLeadInput),
    onValuesChange: () => promotionSchema.prefetch(),
  });
  const lead = useLeadSubmission(form, (values) => sendPromotion(values as PromotionLeadInput));
  const submit = promotionSchema.submitWhenLoaded(form.onSubmit(lead.submit));

  const half = { base: 1, sm: 2 };
  return (
    <LeadFormFrame
      section="promotion"
      lead={lead}
      onSubmit={submit}
      captchaError={form.errors.captcha as string | undefined}
    >
      <SimpleGrid cols={half} spacing="sm">
        <TextInput
          label={t('partnership.fields.company')}
          autoComplete="organization"
          required
          {...form.getInputProps('company')}
        />
        <TextInput label={t('partnership.fields.city')} required {...form.getInputProps('city')} />
        <NumberInput
          label={t('partnership.fields.monthlyVolumeKg')}
          suffix=" kg"
          min={0}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          decimalScale={2}
          inputMode="decimal"
          required
          {...form.getInputProps('monthlyVolumeKg')}
        />
        <NumberInput
          label={t('partnership.fields.monthlyCost')}
          prefix="Rp "
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          inputMode="numeric"
          required
          {...form.getInputProps('monthlyCost')}
        />
      </SimpleGrid>
      <DateField
        label={t('partnership.fields.contractEndDate')}
        required
        {...form.getInputProps('contractEndDate')}
      />
      <Switch
        label={t('partnership.fields.isHazardous')}
        {...form.getInputProps('hazardous', { type: 'checkbox' })}
        onChange={(event) => {
          form.setFieldValue('hazardous', event.currentTarget.checked);
          form.setFieldValue('wasteCode', '');
        }}
      />
      {form.values.hazardous ? (
        <WasteCodeField
          value={form.values.wasteCode}
          onChange={(value) => form.setFieldValue('wasteCode', value)}
          error={form.errors.wasteCode as string | undefined}
        />
      ) : (
        <TextInput
          label={t('partnership.fields.wasteDescription')}
          description={t('partnership.fields.wasteDescriptionHint')}
          required
          {...form.getInputProps('wasteCode')}
        />
      )}
      <ContactFields field={(path) => form.getInputProps(path)} />
      <Textarea
        label={t('partnership.fields.message')}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('message')}
      />
    </LeadFormFrame>
  );
}

/** The main B3 code, searched by code or name in the product's list (which the public may read). */
function WasteCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const codes = useQuery(publicB3CodesQuery(debounced));
  const items = codes.data?.items ?? [];
  const names = new Map(items.map((item) => [item.code, b3CodeName(item.name, language)]));
  return (
    <Autocomplete
      label={t('partnership.fields.wasteCode')}
      placeholder="B105d"
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      data={items.map((item) => item.code)}
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {option.value}
          </Text>
          <Text size="xs" c="dimmed">
            {names.get(option.value)}
          </Text>
        </Stack>
      )}
      description={names.get(value.trim())}
    />
  );
}
