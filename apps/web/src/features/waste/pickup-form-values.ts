import type { ContractUnit } from '@sirkula/domain/contracts';
import type { CalendarDate } from '@sirkula/domain/dates';
import {
  missingPickupDates,
  PACKAGINGS,
  type PickupRequestInput,
  pickupProblems,
  pickupRequestInput,
  quantityFitsUnit,
  SUB_TYPES_OF,
  TIME_WINDOWS,
  WASTE_SUB_TYPES,
  WASTE_TYPES,
  type WasteSubType,
  type WasteType,
} from '@sirkula/domain/waste';
import type { TFunction } from 'i18next';
import { validateWith } from '../../lib/forms.ts';
import type { Packaging, TimeWindow, WasteDetail } from './api.ts';

/** What the inputs hold: empty strings where nothing is chosen yet. */
export interface FormValues {
  contractId: string;
  type: WasteType | '';
  subType: WasteSubType | '';
  wasteCode: string;
  quantity: number | string;
  pickupAddress: string;
  packaging: Packaging | '';
  generatedOn: string;
  requestedPickupDate: string;
  timeWindow: TimeWindow;
  notes: string;
  acknowledged: boolean;
}

export function fromRecord(record: WasteDetail | null): FormValues {
  return {
    contractId: record?.contractId ?? '',
    type: record?.type ?? '',
    subType: record?.subType ?? '',
    wasteCode: record?.wasteCode ?? '',
    quantity: record?.quantity ?? '',
    pickupAddress: record?.pickupAddress ?? '',
    packaging: record?.packaging ?? '',
    generatedOn: record?.generatedOn ?? '',
    requestedPickupDate: record?.requestedPickupDate ?? '',
    timeWindow: record?.timeWindow ?? 'morning',
    notes: record?.notes ?? '',
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
export const isTimeWindow = (value: string | null): value is TimeWindow =>
  TIME_WINDOWS.some((window) => window === value);

export function toInput(values: FormValues, asDraft: boolean): PickupRequestInput {
  const type = values.type || 'other';
  const hasSubTypes = (SUB_TYPES_OF[type] ?? []).length > 0;
  return {
    contractId: values.contractId,
    type,
    subType: hasSubTypes && values.subType ? values.subType : null,
    wasteCode: type === 'b3' ? values.wasteCode : null,
    // An empty box is no number at all, so the schema names it.
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    pickupAddress: values.pickupAddress,
    packaging: values.packaging || 'other',
    generatedOn: values.generatedOn || null,
    requestedPickupDate: values.requestedPickupDate || null,
    timeWindow: values.timeWindow,
    notes: values.notes,
    acknowledged: values.acknowledged,
    asDraft,
  };
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
  return [
    t('waste.validation.requiredDates'),
    ...missing.map((field) => `• ${t(`waste.dates.${field}`)}`),
  ].join('\n');
}

/**
 * Every field the browser can already refuse: the shared schema, choices not made yet, quantities the
 * contract's unit allows (whole bins, kilograms in hundredths), and, for a request that is sent (not a
 * draft), missing dates and the pickup rules at `now`.
 */
export function checkPickup(
  values: FormValues,
  options: {
    asDraft: boolean;
    unit: ContractUnit | null;
    period: { startDate: CalendarDate; endDate: CalendarDate } | null;
    now: Date;
    t: TFunction;
    formatDate: (date: CalendarDate) => string;
  },
): Record<string, string> {
  const { t } = options;
  const errors = validateWith(pickupRequestInput, t)(toInput(values, options.asDraft));
  if (!values.type) errors.type = t('validation.required');
  if (!values.packaging) errors.packaging = t('validation.required');
  if (
    options.unit &&
    typeof values.quantity === 'number' &&
    !quantityFitsUnit(options.unit, values.quantity)
  ) {
    errors.quantity ??= t(
      options.unit === 'bin' ? 'waste.validation.wholeBins' : 'waste.validation.quantity',
    );
  }
  if (options.asDraft) return errors;

  for (const field of missingPickupDates({
    generatedOn: values.generatedOn || null,
    requestedPickupDate: values.requestedPickupDate || null,
  })) {
    errors[field] ??= t('waste.validation.dateRequired');
  }
  const problems = pickupProblems(
    {
      generatedOn: values.generatedOn || null,
      requestedPickupDate: values.requestedPickupDate || null,
      acknowledged: values.acknowledged,
    },
    options.period ?? { startDate: '0000-01-01', endDate: '9999-12-31' },
    options.now,
  );
  for (const problem of problems) {
    if (problem.reason === 'tooEarly') {
      errors[problem.field] ??= t('waste.validation.tooEarly', {
        date: options.formatDate(problem.earliest),
      });
    } else {
      errors[problem.field] ??= t(
        `waste.validation.${problem.reason === 'required' ? 'acknowledged' : problem.reason}`,
      );
    }
  }
  return errors;
}
