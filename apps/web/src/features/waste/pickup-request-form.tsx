import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { isCalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate, numberSeparators } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteDetail } from '@sirkula/domain/waste/answers';
import {
  canEditWaste,
  earliestPickupDate,
  PACKAGINGS,
  PHYSICAL_FORMS,
  SUB_TYPES_OF,
  TIME_WINDOWS,
  WASTE_TYPES,
} from '@sirkula/domain/waste/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import {
  allowanceQuery,
  contractFactsQuery,
  createWaste,
  pickupRuleQuery,
  submitWaste,
  updateWaste,
  useRefreshWaste,
} from './api.ts';
import { B3CodePicker } from './b3-code-picker.tsx';
import { ContractChoice, ContractHint } from './contract-choice.tsx';
import { PickupEstimate } from './pickup-estimate.tsx';
import {
  checkPickup,
  type FormValues,
  fromRecord,
  isPackaging,
  isPhysicalForm,
  isSubType,
  isTimeWindow,
  isWasteType,
  missingDatesMessage,
  overAllowance,
  sayWith,
  toInput,
} from './pickup-form-values.ts';

interface Props {
  /** The saved record to change, or null for a new request. */
  record: WasteDetail | null;
  /** Internal staff request on behalf of a customer: they choose its company, then its contract. */
  internal: boolean;
  onSaved: (record: WasteDetail, message: string) => void;
  /** What a new request starts with, when it comes from a smart bin. */
  initial?: FormValues;
}

/**
 * A pickup request: what, how much, where and when. Checked in the browser with the same schema and
 * rules the server uses (the server checks again); a draft may leave the dates and the
 * acknowledgement for later.
 */
export function PickupRequestForm({ record, internal, onSaved, initial }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const refresh = useRefreshWaste();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FormValues>({ initialValues: initial ?? fromRecord(record) });
  const [contractCount, setContractCount] = useState<number | null>(null);
  const showFirstInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  const { busy, banner, run } = useSubmission({
    fallbackKey: 'waste.form.failed',
    setErrors: (errors) => {
      form.setErrors(errors);
      showFirstInvalid();
    },
  });
  const [localBanner, setLocalBanner] = useState<string | null>(null);

  const rule = useQuery(pickupRuleQuery);
  const contractId = form.values.contractId;
  const contract = useQuery({ ...contractFactsQuery(contractId), enabled: contractId !== '' });
  const facts = contract.data && contract.data.id === contractId ? contract.data : null;

  // The later of the server's answer and the browser's own reading of the rule, so a page left open
  // past noon does not offer a day that has gone.
  const browserEarliest = earliestPickupDate(new Date());
  const serverEarliest = rule.data?.earliestPickupDate;
  const earliest: CalendarDate =
    serverEarliest && serverEarliest > browserEarliest ? serverEarliest : browserEarliest;
  const today = jakartaToday(new Date());

  // The allowance of the period the pickup falls in: the chosen date's, or the earliest one's.
  const pickupDate = form.values.requestedPickupDate;
  const allowanceDate = isCalendarDate(pickupDate) ? pickupDate : earliest;
  const allowanceAnswer = useQuery({
    ...allowanceQuery(contractId, allowanceDate, record?.id),
    enabled: contractId !== '',
  });
  const allowance = allowanceAnswer.data?.contractId === contractId ? allowanceAnswer.data : null;
  const say = sayWith(t, language);

  // A chosen contract fills in its unit, its types and, when still empty, its company's address.
  const { setFieldValue } = form;
  useEffect(() => {
    if (!facts) return;
    if (!form.getValues().pickupAddress && facts.company.address) {
      setFieldValue('pickupAddress', [facts.company.address, facts.company.city].filter(Boolean).join(', '));
    }
    const type = form.getValues().type;
    if (type && !facts.wasteTypes.includes(type)) setFieldValue('type', '');
    if (!type && facts.wasteTypes.length === 1) setFieldValue('type', facts.wasteTypes[0] ?? '');
    // A pickup from a bin empties that one bin.
    if (form.getValues().smartBinId && facts.unit === 'bin' && form.getValues().quantity === '') {
      setFieldValue('quantity', 1);
    }
  }, [facts?.id]);

  const unit = facts?.unit ?? record?.unit ?? null;
  const drafted = record === null || record.status === 'drafted';
  const types = facts ? WASTE_TYPES.filter((type) => facts.wasteTypes.includes(type)) : WASTE_TYPES;
  const subTypes = form.values.type ? (SUB_TYPES_OF[form.values.type] ?? []) : [];

  function check(asDraft: boolean): boolean {
    const errors = checkPickup(form.getValues(), {
      asDraft,
      needsCompany: internal,
      unit,
      period: facts,
      allowance,
      now: new Date(),
      t,
      language,
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setLocalBanner((asDraft ? null : missingDatesMessage(form.getValues(), t)) ?? t('errors.badRequest'));
      showFirstInvalid();
      return false;
    }
    return true;
  }

  const save = (asDraft: boolean) => {
    if (!check(asDraft)) return;
    setLocalBanner(null);
    const values = form.getValues();
    void run(async () => {
      // One call per action: an edited draft that is sent is stored and sent in one transaction.
      const answer =
        record === null
          ? await createWaste(toInput(values, asDraft))
          : record.status === 'drafted' && !asDraft
            ? await submitWaste(record.id, toInput(values, false))
            : await updateWaste(record.id, toInput(values, asDraft));
      await refresh(answer.record);
      onSaved(answer.record, answer.message);
      return answer.message;
    });
  };

  const half = { base: 12, sm: 6 };
  const readOnly = record !== null && !canEditWaste(record.status);
  const noContract = !internal && record === null && contractCount === 0;
  const shownBanner = localBanner ? { type: 'error', message: localBanner } : banner;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(false);
      }}
    >
      <Stack gap="md">
        {noContract && <NotificationBanner type="error" message={t('waste.form.noContract')} />}
        <Fieldset disabled={busy || readOnly || noContract} variant="unstyled">
          <Stack gap="lg">
            <FormSection legend={t('waste.form.sections.waste')}>
              {internal && (
                <Grid.Col span={12}>
                  <CompanyPicker
                    kind="customer"
                    label={t('waste.form.company')}
                    placeholder={t('waste.form.companyPlaceholder')}
                    withAsterisk
                    value={form.values.companyId || null}
                    selectedName={record?.companyName}
                    onChange={(id) => {
                      setFieldValue('companyId', id ?? '');
                      setFieldValue('contractId', '');
                    }}
                    error={form.errors.companyId ? String(form.errors.companyId) : undefined}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={12}>
                <ContractChoice
                  value={contractId}
                  onChange={(id) => setFieldValue('contractId', id)}
                  current={
                    record && record.companyId === form.values.companyId
                      ? {
                          id: record.contractId,
                          number: record.contractNumber,
                          companyName: record.companyName,
                        }
                      : null
                  }
                  staffCompanyId={internal ? form.values.companyId : null}
                  error={form.errors.contractId ? String(form.errors.contractId) : undefined}
                  onLoaded={(ids) => {
                    setContractCount(ids.length);
                    const only = ids.length === 1 ? ids[0] : undefined;
                    if (only && !form.getValues().contractId) setFieldValue('contractId', only);
                  }}
                />
                {facts && <ContractHint contract={facts} />}
              </Grid.Col>
              <Grid.Col span={half}>
                <Select
                  label={t('waste.fields.type')}
                  placeholder={t('waste.form.choose')}
                  withAsterisk
                  allowDeselect={false}
                  data={types.map((type) => ({ value: type, label: t(`waste.types.${type}`) }))}
                  {...form.getInputProps('type')}
                  value={form.values.type || null}
                  onChange={(value) => {
                    if (!isWasteType(value)) return;
                    setFieldValue('type', value);
                    const allowed = SUB_TYPES_OF[value] ?? [];
                    const subType = form.getValues().subType;
                    if (subType && !allowed.includes(subType)) setFieldValue('subType', '');
                  }}
                />
              </Grid.Col>
              {subTypes.length > 0 && (
                <Grid.Col span={half}>
                  <Select
                    label={t('waste.fields.subType')}
                    placeholder={t('waste.form.choose')}
                    withAsterisk
                    allowDeselect={false}
                    data={subTypes.map((subType) => ({
                      value: subType,
                      label: t(`waste.subTypes.${subType}`),
                    }))}
                    {...form.getInputProps('subType')}
                    value={form.values.subType || null}
                    onChange={(value) => setFieldValue('subType', isSubType(value) ? value : '')}
                  />
                </Grid.Col>
              )}
              {form.values.type === 'b3' && (
                <Grid.Col span={12}>
                  <B3CodePicker
                    value={form.values.wasteCode}
                    onChange={(value) => setFieldValue('wasteCode', value)}
                    error={form.errors.wasteCode ? String(form.errors.wasteCode) : undefined}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={half}>
                <NumberInput
                  label={t('waste.fields.quantity')}
                  description={
                    unit ? t('waste.form.quantityHint', { unit: t(unitLabelKey(unit)) }) : undefined
                  }
                  withAsterisk
                  min={0}
                  allowNegative={false}
                  allowDecimal={unit !== 'bin'}
                  decimalScale={2}
                  {...numberSeparators(currentLanguage())}
                  rightSection={unit ? <Text size="sm">{t(unitLabelKey(unit))}</Text> : undefined}
                  rightSectionWidth={48}
                  {...form.getInputProps('quantity')}
                  error={form.errors.quantity ?? overAllowance(form.values.quantity, allowance, say)}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <Select
                  label={t('waste.fields.packaging')}
                  placeholder={t('waste.form.choose')}
                  withAsterisk
                  allowDeselect={false}
                  data={PACKAGINGS.map((packaging) => ({
                    value: packaging,
                    label: t(`waste.packagings.${packaging}`),
                  }))}
                  {...form.getInputProps('packaging')}
                  value={form.values.packaging || null}
                  onChange={(value) => setFieldValue('packaging', isPackaging(value) ? value : '')}
                />
              </Grid.Col>
              {form.values.type === 'b3' && (
                <>
                  <Grid.Col span={half}>
                    <Select
                      label={t('waste.fields.physicalForm')}
                      description={t('waste.form.manifestHint')}
                      placeholder={t('waste.form.choose')}
                      clearable
                      data={PHYSICAL_FORMS.map((physicalForm) => ({
                        value: physicalForm,
                        label: t(`waste.physicalForms.${physicalForm}`),
                      }))}
                      {...form.getInputProps('physicalForm')}
                      value={form.values.physicalForm || null}
                      onChange={(value) => setFieldValue('physicalForm', isPhysicalForm(value) ? value : '')}
                    />
                  </Grid.Col>
                  <Grid.Col span={half}>
                    <NumberInput
                      label={t('waste.fields.packageCount')}
                      description={t('waste.form.manifestHint')}
                      min={1}
                      max={10_000}
                      allowNegative={false}
                      allowDecimal={false}
                      {...form.getInputProps('packageCount')}
                    />
                  </Grid.Col>
                </>
              )}
              <Grid.Col span={half}>
                <DateField
                  label={t('waste.dates.generatedOn')}
                  withAsterisk
                  maxDate={today}
                  {...form.getInputProps('generatedOn')}
                />
              </Grid.Col>
              {facts && (
                <Grid.Col span={12}>
                  <PickupEstimate
                    contract={facts}
                    allowance={allowance}
                    allowanceFailed={allowanceAnswer.isError}
                    quantity={form.values.quantity}
                  />
                </Grid.Col>
              )}
            </FormSection>

            <FormSection legend={t('waste.form.sections.pickup')}>
              <Grid.Col span={12}>
                <Alert color="blue" variant="light">
                  <Text size="sm">{t('waste.form.rule')}</Text>
                  <Text size="sm" fw={700} mt={4}>
                    {t('waste.form.earliest', { date: formatDate(earliest, language) })}
                  </Text>
                </Alert>
              </Grid.Col>
              <Grid.Col span={half}>
                <DateField
                  label={t('waste.dates.requestedPickupDate')}
                  withAsterisk
                  minDate={earliest}
                  maxDate={facts?.endDate}
                  {...form.getInputProps('requestedPickupDate')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <Radio.Group
                  label={t('waste.fields.timeWindow')}
                  withAsterisk
                  {...form.getInputProps('timeWindow')}
                  onChange={(value) => isTimeWindow(value) && setFieldValue('timeWindow', value)}
                >
                  <Group mt={8}>
                    {TIME_WINDOWS.map((window) => (
                      <Radio key={window} value={window} label={t(`waste.timeWindows.${window}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('waste.fields.pickupAddress')}
                  withAsterisk
                  autosize
                  minRows={2}
                  autoComplete="street-address"
                  {...form.getInputProps('pickupAddress')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={`${t('waste.fields.notes')} (${t('common.optional')})`}
                  autosize
                  minRows={2}
                  {...form.getInputProps('notes')}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('waste.form.sections.confirmation')}>
              <Grid.Col span={12}>
                <Alert
                  color="yellow"
                  variant="light"
                  title={t(internal ? 'waste.form.noticeTitleInternal' : 'waste.form.noticeTitle')}
                  styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
                >
                  <Text size="sm">{t(internal ? 'waste.form.noticeInternal' : 'waste.form.notice')}</Text>
                </Alert>
              </Grid.Col>
              <Grid.Col span={12}>
                <Checkbox
                  label={t('waste.form.acknowledge')}
                  {...form.getInputProps('acknowledged', { type: 'checkbox' })}
                />
              </Grid.Col>
            </FormSection>
          </Stack>
        </Fieldset>

        {shownBanner && <NotificationBanner {...shownBanner} />}
        {!readOnly && !noContract && (
          <Group justify="flex-end" gap="sm">
            {drafted && (
              <Button type="button" variant="default" disabled={busy} onClick={() => save(true)}>
                {t('waste.form.saveDraft')}
              </Button>
            )}
            <Button type="submit" color="green" loading={busy}>
              {drafted ? t('waste.form.submit') : t('waste.form.saveChanges')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
