import { Button, Grid, Group, NativeSelect, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { invoiceSumRows, LINE_ITEM_TYPES, LINE_UNITS } from '@sirkula/domain/billing/rules';
import { formatRupiah, numberSeparators } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  type InvoiceFormValues,
  type LineValues,
  liveLineAmount,
  liveTotals,
} from './invoice-form-values.ts';
import { RUPIAH_INPUT } from './rupiah-input.ts';
import { Sums } from './sums.tsx';

type Form = UseFormReturnType<InvoiceFormValues>;

export function newLine(): LineValues {
  return {
    key: crypto.randomUUID(),
    itemType: 'wasteService',
    description: '',
    quantity: 1,
    unit: 'kg',
    unitPrice: '',
    transportCost: '',
  };
}

/**
 * The invoice's lines, added and removed freely, with the totals the invoice will have; `fixed` lines
 * (a run's, which follow the records they bill) are shown and counted but not changed.
 */
export function LinesEditor({
  form,
  disabled,
  fixed = false,
}: {
  form: Form;
  disabled: boolean;
  fixed?: boolean;
}) {
  const { t } = useTranslation();
  const { lines } = form.values;
  return (
    <FormSection legend={t('billing.form.sections.lines')}>
      {lines.map((line, index) => (
        <Grid.Col span={12} key={line.key}>
          <LineFields form={form} line={line} index={index} disabled={disabled} fixed={fixed} />
        </Grid.Col>
      ))}
      {typeof form.errors.lines === 'string' && (
        <Grid.Col span={12}>
          <Text size="sm" c="red.8" role="alert">
            {form.errors.lines}
          </Text>
        </Grid.Col>
      )}
      {!fixed && (
        <Grid.Col span={12}>
          <Button
            variant="default"
            disabled={disabled}
            onClick={() => form.insertListItem('lines', newLine())}
          >
            {t('billing.form.addLine')}
          </Button>
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <LiveTotals form={form} />
      </Grid.Col>
    </FormSection>
  );
}

function LineFields({
  form,
  line,
  index,
  disabled,
  fixed,
}: {
  form: Form;
  line: LineValues;
  index: number;
  disabled: boolean;
  fixed: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: Exclude<keyof LineValues, 'key'>) => ({
    ...form.getInputProps(`lines.${index}.${name}`),
    readOnly: fixed,
  });
  const number = index + 1;
  const quarter = { base: 6, sm: 3 };
  // Money needs the whole width of a phone; quantity and unit share it.
  const money = { base: 12, sm: 3 };
  return (
    <Paper withBorder p="sm" component="fieldset" m={0} aria-label={t('billing.form.line', { number })}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t('billing.form.line', { number })}
        </Text>
        {!fixed && form.values.lines.length > 1 && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={disabled}
            onClick={() => form.removeListItem('lines', index)}
          >
            {t('billing.form.removeLine', { number })}
          </Button>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label={t('billing.fields.itemType')}
            required
            data={LINE_ITEM_TYPES.map((value) => ({ value, label: t(`billing.itemTypes.${value}`) }))}
            {...field('itemType')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('billing.fields.description')}
            required
            maxLength={300}
            {...field('description')}
          />
        </Grid.Col>
        <Grid.Col span={quarter}>
          <NumberInput
            label={t('billing.fields.quantity')}
            required
            decimalScale={2}
            allowNegative={false}
            {...numberSeparators(currentLanguage())}
            inputMode="decimal"
            {...field('quantity')}
          />
        </Grid.Col>
        <Grid.Col span={quarter}>
          <NativeSelect
            label={t('billing.fields.unit')}
            required
            data={LINE_UNITS.map((value) => ({ value, label: t(`billing.units.${value}`) }))}
            {...field('unit')}
          />
        </Grid.Col>
        <Grid.Col span={money}>
          <NumberInput
            label={t('billing.fields.unitPrice')}
            required
            {...RUPIAH_INPUT}
            {...field('unitPrice')}
          />
        </Grid.Col>
        <Grid.Col span={money}>
          <NumberInput
            label={t('billing.fields.transportCost')}
            {...RUPIAH_INPUT}
            {...field('transportCost')}
          />
        </Grid.Col>
      </Grid>
      <Text size="sm" fw={600} ta="right" mt="xs" aria-live="polite">
        {t('billing.form.lineAmount', { amount: formatRupiah(liveLineAmount(line)) })}
      </Text>
    </Paper>
  );
}

/** Subtotal, tax base, PPN and grand total by the domain's rules, as the server will compute them. */
function LiveTotals({ form }: { form: Form }) {
  const { t } = useTranslation();
  const totals = liveTotals(form.values);
  return (
    <Sums
      label={t('billing.form.totalsTitle')}
      rows={invoiceSumRows({
        ...totals,
        ppnOption: form.values.ppnOption,
        paidAmount: 0,
        type: 'proforma',
        status: 'proforma',
      })}
      ppnRate={totals.ppnRate}
    />
  );
}
