import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../auth/account-status.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import {
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_PROMOTIONS,
  CONTRACT_STATUSES,
  CONTRACT_UNITS,
  FREQUENCIES,
  PAYMENT_CYCLES,
  PAYMENT_TERMS,
  PAYMENT_TIMINGS,
  PPN_RATES,
  WASTE_TYPES,
} from './rules.ts';

const can = z.object({ edit: z.boolean(), activate: z.boolean(), cancel: z.boolean() });

/** One row of a contract list, with what the signed-in actor may do with it. */
const contractSummary = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  companyId: z.string(),
  companyName: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  displayStatus: z.enum(CONTRACT_DISPLAY_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  unit: z.enum(CONTRACT_UNITS),
  pricePerUnit: z.number(),
  frequency: z.enum(FREQUENCIES),
  frequencyInterval: z.number(),
  ppnRate: z.literal(PPN_RATES),
  wasteTypes: z.array(z.enum(WASTE_TYPES)),
  createdAt: timestamp,
  can,
});
export type ContractSummary = Answer<typeof contractSummary>;

export const contractDetail = contractSummary.extend({
  pricePerFrequency: z.number(),
  transportCost: z.number(),
  maxQuantityPerFrequency: z.number(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  paymentTerm: z.enum(PAYMENT_TERMS),
  paymentCycle: z.enum(PAYMENT_CYCLES),
  onDemand: z.boolean(),
  notes: z.string().nullable(),
  promotion: z.enum(CONTRACT_PROMOTIONS).nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: timestamp,
  company: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    npwp: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    profileComplete: z.boolean(),
  }),
});
export type ContractDetail = Answer<typeof contractDetail>;

export const contractPage = pageSchema(contractSummary);
