import type { ContractUnit } from '@sirkula/domain/contracts/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import type { Language } from '@sirkula/domain/shared/languages';
import { type Message, sayMessage } from '@sirkula/domain/shared/messages';
import { exceedsAllowance, overAllowanceMessage } from '@sirkula/domain/waste/allowance';
import type { PickupAllowance, WasteDetail } from '@sirkula/domain/waste/answers';
import {
  missingDatesRefusal,
  missingPickupDates,
  PACKAGINGS,
  PHYSICAL_FORMS,
  type PhysicalForm,
  type PickupRequestInput,
  pickupProblemMessages,
  pickupProblems,
  pickupRequestInput,
  quantityFitsUnit,
  quantityUnitMessage,
  SUB_TYPES_OF,
  TIME_WINDOWS,
  WASTE_SUB_TYPES,
  WASTE_TYPES,
  type WasteSubType,
  type WasteType,
} from '@sirkula/domain/waste/rules';
import type { TFunction } from 'i18next';
import { validateWith } from '../../lib/forms.ts';
import { runtimeKey } from '../../lib/i18n.ts';
import type { Packaging, TimeWindow } from './api.ts';

/** What the inputs hold: empty strings where nothing is chosen yet. */
export interface FormValues {
  companyId: string;
  contractId: string;
  type: WasteType | '';
  subType: WasteSubType | '';
  wasteCode: string;
  quantity: number | string;
  pickupAddress: string;
  packaging: Packaging | '';
  /** B3 only, for its Festronik manifest; may stay empty on the request. */
  physicalForm: PhysicalForm | '';
  packageCount: number | string;
  generatedOn: string;
  requestedPickupDate: string;
  timeWindow: TimeWindow;
  notes: string;
  /** The smart bin the pickup was requested from, or '' for none. */
  smartBinId: string;
  acknowledged: boolean;
}

export function fromRecord(record: WasteDetail | null): FormValues {
  return {
    companyId: record?.companyId ?? '',
    contractId: record?.contractId ?? '',
    type: record?.type ?? '',
    subType: record?.subType ?? '',
    wasteCode: record?.wasteCode ?? '',
    quantity: record?.quantity ?? '',
    pickupAddress: record?.pickupAddress ?? '',
    packaging: record?.packaging ?? '',
    physicalForm: record?.physicalForm ?? '',
    packageCount: record?.packageCount ?? '',
    generatedOn: record?.generatedOn ?? '',
    requestedPickupDate: record?.requestedPickupDate ?? '',
    timeWindow: record?.timeWindow ?? 'morning',
    notes: record?.notes ?? '',
    smartBinId: record?.smartBinId ?? '',
    // A record sent before was acknowledged then; a change is acknowledged again.
    acknowledged: false,
  };
}

export const isWasteType = (value: string | null): value is WasteType =>
  WASTE_TYPES.some((type) => type === value);
export const isSubType = (value: string | null): value is WasteSubType =>
  WASTE_SUB_TYPES.some((type) => type === value);
export const isPackaging = (value: string | null): value is Packaging =>
  PACKAGINGS.some((packaging) => packaging === value);
export const isPhysicalForm = (value: string | null): value is PhysicalForm =>
  PHYSICAL_FORMS.some((form) => form === value);
export const isTimeWindow = (value: string | null): value is TimeWindow =>
  TIME_WINDOWS.some((window) => window === value);

export function toInput(values: FormValues, asDraft: boolean): PickupRequestInput {
  const type = values.type || 'other';
  const hasSubTypes = (SUB_TYPES_OF[type] ?? []).length > 0;
  return {
    companyId: values.companyId || null,
    contractId: values.contractId,
    type,
    subType: hasSubTypes && values.subType ? values.subType : null,
    wasteCode: type === 'b3' ? values.wasteCode : null,
    // An empty box is no number at all, so the schema names it.
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    pickupAddress: values.pickupAddress,
    packaging: values.packaging || 'other',
    physicalForm: type === 'b3' && values.physicalForm ? values.physicalForm : null,
    // An empty box is no count; anything typed goes to the schema, which names a wrong one.
    packageCount: type === 'b3' && values.packageCount !== '' ? Number(values.packageCount) : null,
    generatedOn: values.generatedOn || null,
    requestedPickupDate: values.requestedPickupDate || null,
    timeWindow: values.timeWindow,
    notes: values.notes,
    smartBinId: values.smartBinId || null,
    acknowledged: values.acknowledged,
    asDraft,
  };
}

/** Says a domain message in the current language, as the server would. */
export function sayWith(t: TFunction, language: Language) {
  return (message: Message) => sayMessage(message, language, (key, values) => t(runtimeKey(key), values));
}

/**
 * The same message the server gives for missing dates: the heading line, then one line per date.
 * The banner shows each line as its own paragraph.
 */
export function missingDatesMessage(values: FormValues, t: TFunction): string | null {
  const missing = missingPickupDates({
    generatedOn: values.generatedOn || null,
    requestedPickupDate: values.requestedPickupDate || null,
  });
  if (missing.length === 0) return null;
  const refusal = missingDatesRefusal(missing);
  return [t(runtimeKey(refusal.message)), ...refusal.lines.map((line) => `• ${t(runtimeKey(line))}`)].join(
    '\n',
  );
}

/** The refusal the server would give for this quantity on the contract's allowance, or null. */
export function overAllowance(
  quantity: number | string,
  allowance: PickupAllowance | null,
  say: (message: Message) => string,
): string | null {
  if (!allowance || typeof quantity !== 'number' || !exceedsAllowance(allowance, quantity)) return null;
  return say(overAllowanceMessage(allowance, allowance.unit));
}

/**
 * Every field the browser can already refuse: the shared schema, choices not made yet, quantities the
 * contract's unit allows (whole bins, kilograms in hundredths), and, for a request that is sent (not a
 * draft), missing dates, the pickup rules at `now` and the contract's allowance for the period.
 */
export function checkPickup(
  values: FormValues,
  options: {
    asDraft: boolean;
    /** Staff choose the customer company before its contract. */
    needsCompany: boolean;
    unit: ContractUnit | null;
    period: { startDate: CalendarDate; endDate: CalendarDate } | null;
    allowance: PickupAllowance | null;
    now: Date;
    t: TFunction;
    language: Language;
  },
): Record<string, string> {
  const { t } = options;
  const say = sayWith(t, options.language);
  const errors = validateWith(pickupRequestInput, t)(toInput(values, options.asDraft));
  if (options.needsCompany && !values.companyId) errors.companyId = t('waste.validation.company');
  if (!values.type) errors.type = t('validation.required');
  if (!values.packaging) errors.packaging = t('validation.required');
  if (
    options.unit &&
    typeof values.quantity === 'number' &&
    !quantityFitsUnit(options.unit, values.quantity)
  ) {
    errors.quantity ??= say(quantityUnitMessage(options.unit));
  }
  if (options.asDraft) return errors;

  const dates = {
    generatedOn: values.generatedOn || null,
    requestedPickupDate: values.requestedPickupDate || null,
  };
  for (const [field, message] of Object.entries(missingDatesRefusal(missingPickupDates(dates)).fields)) {
    errors[field] ??= say(message);
  }
  const problems = pickupProblems(
    { ...dates, acknowledged: values.acknowledged },
    options.period ?? { startDate: '0000-01-01', endDate: '9999-12-31' },
    options.now,
  );
  for (const [field, message] of Object.entries(pickupProblemMessages(problems))) {
    errors[field] ??= say(message);
  }
  const over = overAllowance(values.quantity, options.allowance, say);
  if (over) errors.quantity ??= over;
  return errors;
}

/** What a pickup requested from a smart bin starts with: the bin's contract, its place and itself. */
export function fromBin(bin: {
  id: string;
  contractId: string | null;
  companyId: string;
  address: string | null;
}): FormValues {
  return {
    ...fromRecord(null),
    companyId: bin.companyId,
    contractId: bin.contractId ?? '',
    pickupAddress: bin.address ?? '',
    smartBinId: bin.id,
  };
}
