import { CONTRACT_UNITS, WASTE_TYPES } from '@sirkula/domain/contracts';
import { pageSchema } from '@sirkula/domain/lists';
import { PACKAGINGS, TIME_WINDOWS, WASTE_STATUSES, WASTE_SUB_TYPES } from '@sirkula/domain/waste';
import { z } from 'zod';

const can = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  cancel: z.boolean(),
  confirm: z.boolean(),
  reschedule: z.boolean(),
  printLabel: z.boolean(),
});

export const wasteSummary = z.object({
  id: z.string(),
  transactionNumber: z.string(),
  registrationNumber: z.string(),
  transactionDate: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  type: z.enum(WASTE_TYPES),
  subType: z.enum(WASTE_SUB_TYPES).nullable(),
  wasteCode: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(CONTRACT_UNITS),
  status: z.enum(WASTE_STATUSES),
  potentialCost: z.number(),
  requestedPickupDate: z.string().nullable(),
  timeWindow: z.enum(TIME_WINDOWS),
  confirmedAt: z.date().nullable(),
  createdAt: z.date(),
  can,
});

export const wastePage = pageSchema(wasteSummary);

const historyEntry = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  createdAt: z.date(),
});

export const wasteDetail = wasteSummary.extend({
  pickupAddress: z.string(),
  packaging: z.enum(PACKAGINGS),
  generatedOn: z.string().nullable(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.date(),
  company: z.object({ name: z.string(), address: z.string().nullable(), city: z.string().nullable() }),
  history: z.array(historyEntry.extend({ actorName: z.string().nullable(), reason: z.string().nullable() })),
});

/** What every change to a waste record answers: the record as it is now and what to tell the user. */
export const wasteAnswer = z.object({ record: wasteDetail, message: z.string() });

/** A contract's allowance for one period, in its unit. */
export const pickupAllowance = z.object({
  contractId: z.string(),
  from: z.string(),
  to: z.string(),
  max: z.number(),
  used: z.number(),
  remaining: z.number(),
  unit: z.enum(CONTRACT_UNITS),
});

export const publicTrack = z.object({
  registrationNumber: z.string(),
  type: z.enum(WASTE_TYPES),
  status: z.enum(WASTE_STATUSES),
  history: z.array(historyEntry),
});

export const pickupRule = z.object({
  now: z.string(),
  today: z.string(),
  earliestPickupDate: z.string(),
  cutoffHour: z.number(),
});

export const b3Codes = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      table: z.number(),
      category: z.number(),
      name: z.object({ en: z.string(), id: z.string() }),
    }),
  ),
});

export const wasteLabels = z.object({
  items: z.array(
    wasteSummary.pick({
      id: true,
      registrationNumber: true,
      transactionNumber: true,
      transactionDate: true,
      requestedPickupDate: true,
      companyName: true,
      type: true,
      subType: true,
      wasteCode: true,
      quantity: true,
      unit: true,
    }),
  ),
});

/** Up to a hundred record ids, comma-separated, for one sheet of labels. */
export const labelIds = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

export const wasteParams = z.object({ id: z.uuid() });
