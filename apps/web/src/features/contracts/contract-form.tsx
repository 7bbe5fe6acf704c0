import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import {
  CONTRACT_KINDS,
  CONTRACT_UNITS,
  type ContractInput,
  type ContractUnit,
  contractInput,
  FREQUENCIES,
  type Frequency,
  PAYMENT_CYCLES,
  PAYMENT_TERMS,
  PAYMENT_TIMINGS,
  PPN_RATES,
  unitLabelKey,
  WASTE_TYPES,
  type WasteType,
} from '@sirkula/domain/contracts/rules';
import { addDays, addMonths, jakartaToday } from '@sirkula/domain/shared/dates';
import { numberSeparators } from '@sirkula/domain/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { type ContractKind, storeContract } from './api.ts';

/** What the inputs hold: numbers as Mantine gives them ('' while empty), the PPN radio as text. */
interface FormValues {
  kind: ContractKind;
  companyId: string | null;
  startDate: string;
  endDate: string;
  unit: ContractUnit;
  pricePerUnit: number | string;
  frequency: Frequency;
  frequencyInterval: number | string;
  pricePerFrequency: number | string;
  transportCost: number | string;
  maxQuantityPerFrequency: number | string;
  paymentTiming: ContractInput['paymentTiming'];
  paymentTerm: ContractInput['paymentTerm'];
  paymentCycle: ContractInput['paymentCycle'];
  onDemand: boolean;
  ppnRate: string;
  wasteTypes: WasteType[];
  notes: string;
  /** The partnership promotion (free first month of transport), on or off. */
  promotion: boolean;
}

function fromContract(contract: ContractDetail | null, today: string): FormValues {
  return {
    kind: contract?.kind ?? 'customer',
    companyId: contract?.companyId ?? null,
    startDate: contract?.startDate ?? today,
    endDate: contract?.endDate ?? addDays(addMonths(today, 12), -1),
    unit: contract?.unit ?? 'kg',
    pricePerUnit: contract?.pricePerUnit ?? '',
    frequency: contract?.frequency ?? 'weekly',
    frequencyInterval: contract?.frequencyInterval ?? 1,
    pricePerFrequency: contract?.pricePerFrequency ?? 0,
    transportCost: contract?.transportCost ?? 0,
    maxQuantityPerFrequency: contract?.maxQuantityPerFrequency ?? '',
    paymentTiming: contract?.paymentTiming ?? 'arrears',
    paymentTerm: contract?.paymentTerm ?? 'net30',
    paymentCycle: contract?.paymentCycle ?? 'monthly',
    onDemand: contract?.onDemand ?? false,
    ppnRate: String(contract?.ppnRate ?? 12),
    wasteTypes: contract?.wasteTypes ?? [],
    notes: contract?.notes ?? '',
    promotion: contract?.promotion === 'freeFirstMonthTransport',
  };
}

/** An empty or unreadable number becomes NaN, which the shared schema refuses with the field's message. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

function toInput(values: FormValues): ContractInput {
  return {
    companyId: values.companyId ?? '',
    startDate: values.startDate,
    endDate: values.endDate,
    unit: values.unit,
    pricePerUnit: toNumber(values.pricePerUnit),
    frequency: values.frequency,
    frequencyInterval: toNumber(values.frequencyInterval),
    pricePerFrequency: toNumber(values.pricePerFrequency),
    transportCost: toNumber(values.transportCost),
    maxQuantityPerFrequency: toNumber(values.maxQuantityPerFrequency),
    paymentTiming: values.paymentTiming,
    paymentTerm: values.paymentTerm,
    paymentCycle: values.paymentCycle,
    onDemand: values.onDemand,
    ppnRate: values.ppnRate === '12' ? 12 : 11,
    wasteTypes: values.wasteTypes,
    notes: values.notes,
    promotion: values.promotion ? 'freeFirstMonthTransport' : null,
  };
}

interface Props {
  /** The saved contract, or null to create one. */
  contract: ContractDetail | null;
  readOnly?: boolean;
  save: (input: ContractInput, kind: ContractKind) => Promise<ContractDetail>;
  onSaved?: (contract: ContractDetail) => void;
}

/**
 * Every field of a contract in sections, checked in the browser with the schema the server uses;
 * the server's own refusals go beside their fields too.
 */
export function ContractForm({ contract, readOnly = false, save, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FormValues>({
    initialValues: fromContract(contract, jakartaToday(new Date())),
    validate: (values) => validateWith(contractInput, t)(toInput(values)),
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
  });

  // A newer stored version (after a save or a status change) replaces what the inputs show.
  const { setValues, resetDirty } = form;
  const version = contract ? `${contract.id}:${contract.updatedAt}` : null;
  useEffect(() => {
    if (!contract) return;
    const values = fromContract(contract, contract.startDate);
    setValues(values);
    resetDirty(values);
  }, [version]);

  const creating = contract === null;
  const submit = form.onSubmit(
    (values) =>
      run(async () => {
        const saved = await save(toInput(values), values.kind);
        await storeContract(queryClient, saved);
        onSaved?.(saved);
        return t(creating ? 'contracts.messages.created' : 'contracts.messages.saved');
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  const half = { base: 12, sm: 6 };
  const third = { base: 12, sm: 4 };
  const unit = t(unitLabelKey(form.values.unit));
  const rupiahInput = (field: 'pricePerUnit' | 'pricePerFrequency' | 'transportCost') => (
    <NumberInput
      label={t(`contracts.fields.${field}`)}
      description={t(
        field === 'transportCost' ? 'contracts.form.transportCostHint' : 'contracts.form.rupiahHint',
      )}
      required={field === 'pricePerUnit'}
      prefix="Rp "
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      inputMode="numeric"
      {...form.getInputProps(field)}
    />
  );
  const select = (
    field: 'frequency' | 'paymentTerm' | 'paymentCycle',
    options: Array<{ value: string; label: string }>,
  ) => (
    <NativeSelect
      label={t(`contracts.fields.${field}`)}
      required
      data={options}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Alert color="blue" variant="light">
            {t('contracts.form.readOnly')}
          </Alert>
        )}
        <Fieldset disabled={readOnly || busy} variant="unstyled">
          <Stack gap="lg">
            <FormSection legend={t('contracts.form.sections.parties')}>
              {creating && (
                <Grid.Col span={12}>
                  <Radio.Group
                    label={t('contracts.fields.kind')}
                    required
                    {...form.getInputProps('kind')}
                    onChange={(kind) => {
                      form.setFieldValue('kind', kind === 'partner' ? 'partner' : 'customer');
                      form.setFieldValue('companyId', null);
                    }}
                  >
                    <Group mt={4}>
                      {CONTRACT_KINDS.map((value) => (
                        <Radio key={value} value={value} label={t(`contracts.kinds.${value}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                </Grid.Col>
              )}
              <Grid.Col span={12}>
                <CompanyPicker
                  // Another type offers other companies: a fresh picker.
                  key={form.values.kind}
                  label={t('contracts.fields.company')}
                  description={creating ? t('contracts.form.companyHint') : undefined}
                  required
                  kind={form.values.kind}
                  selectedName={contract?.companyName}
                  value={form.values.companyId}
                  error={form.errors.companyId}
                  onChange={(id) => form.setFieldValue('companyId', id)}
                  disabled={readOnly || busy}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <DateField
                  label={t('contracts.fields.startDate')}
                  required
                  {...form.getInputProps('startDate')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <DateField
                  label={t('contracts.fields.endDate')}
                  required
                  {...form.getInputProps('endDate')}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('contracts.form.sections.pricing')}>
              <Grid.Col span={third}>
                <Radio.Group label={t('contracts.fields.unit')} required {...form.getInputProps('unit')}>
                  <Group mt={8}>
                    {CONTRACT_UNITS.map((value) => (
                      <Radio key={value} value={value} label={t(unitLabelKey(value))} />
                    ))}
                  </Group>
                </Radio.Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>{rupiahInput('pricePerUnit')}</Grid.Col>
            </FormSection>

            <FormSection legend={t('contracts.form.sections.schedule')}>
              <Grid.Col span={half}>
                {select(
                  'frequency',
                  FREQUENCIES.map((value) => ({ value, label: t(`contracts.frequencies.${value}`) })),
                )}
              </Grid.Col>
              <Grid.Col span={half}>
                <NumberInput
                  label={t('contracts.fields.frequencyInterval')}
                  description={t('contracts.form.intervalHint')}
                  required
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  {...form.getInputProps('frequencyInterval')}
                />
              </Grid.Col>
              <Grid.Col span={half}>{rupiahInput('pricePerFrequency')}</Grid.Col>
              <Grid.Col span={half}>{rupiahInput('transportCost')}</Grid.Col>
              <Grid.Col span={half}>
                <NumberInput
                  label={t('contracts.fields.maxQuantityPerFrequency')}
                  description={t('contracts.form.maxQuantityHint')}
                  required
                  suffix={` ${unit}`}
                  decimalScale={2}
                  allowNegative={false}
                  {...numberSeparators(currentLanguage())}
                  inputMode="decimal"
                  {...form.getInputProps('maxQuantityPerFrequency')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Switch
                  label={t('contracts.fields.onDemand')}
                  description={t('contracts.form.onDemandHint')}
                  color="green"
                  {...form.getInputProps('onDemand', { type: 'checkbox' })}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('contracts.form.sections.payment')}>
              <Grid.Col span={half}>
                <Radio.Group
                  label={t('contracts.fields.paymentTiming')}
                  required
                  {...form.getInputProps('paymentTiming')}
                >
                  <Group mt={8}>
                    {PAYMENT_TIMINGS.map((value) => (
                      <Radio key={value} value={value} label={t(`contracts.paymentTimings.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Grid.Col>
              <Grid.Col span={half}>
                <Radio.Group
                  label={t('contracts.fields.ppnRate')}
                  description={t('contracts.form.ppnHint')}
                  required
                  {...form.getInputProps('ppnRate')}
                >
                  <Group mt={8}>
                    {PPN_RATES.map((value) => (
                      <Radio key={value} value={String(value)} label={t(`contracts.ppnRates.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Grid.Col>
              <Grid.Col span={half}>
                {select(
                  'paymentTerm',
                  PAYMENT_TERMS.map((value) => ({ value, label: t(`contracts.paymentTerms.${value}`) })),
                )}
              </Grid.Col>
              <Grid.Col span={half}>
                {select(
                  'paymentCycle',
                  PAYMENT_CYCLES.map((value) => ({ value, label: t(`contracts.paymentCycles.${value}`) })),
                )}
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('contracts.form.sections.scope')}>
              <Grid.Col span={12}>
                <Checkbox.Group
                  label={t('contracts.fields.wasteTypes')}
                  required
                  {...form.getInputProps('wasteTypes')}
                >
                  <Group mt={8}>
                    {WASTE_TYPES.map((value) => (
                      <Checkbox key={value} value={value} label={t(`contracts.wasteTypes.${value}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('contracts.fields.notes')}
                  autosize
                  minRows={2}
                  maxLength={1000}
                  {...form.getInputProps('notes')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Switch
                  label={t('contracts.promotion.freeFirstMonthTransport')}
                  description={t('contracts.promotion.hint')}
                  {...form.getInputProps('promotion', { type: 'checkbox' })}
                />
              </Grid.Col>
            </FormSection>
          </Stack>
        </Fieldset>
        {banner && <NotificationBanner {...banner} />}
        {!readOnly && (
          <Group>
            <Button type="submit" color="green" loading={busy}>
              {t(creating ? 'contracts.form.create' : 'contracts.form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
