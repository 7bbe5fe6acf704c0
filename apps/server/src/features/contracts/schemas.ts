import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import {
  CONTRACT_DISPLAY_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  CONTRACT_UNITS,
  contractInput,
  FREQUENCIES,
  PAYMENT_CYCLES,
  PAYMENT_TERMS,
  PAYMENT_TIMINGS,
  WASTE_TYPES,
} from '@sirkula/domain/contracts';
import { pageSchema } from '@sirkula/domain/lists';
import { z } from 'zod';

/** What internal staff send to create a contract: the shared form's fields and who it is with. */
export const createContractBody = z.intersection(contractInput, z.object({ kind: z.enum(CONTRACT_KINDS) }));

const can = z.object({ edit: z.boolean(), activate: z.boolean(), cancel: z.boolean() });

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
  ppnRate: z.number(),
  wasteTypes: z.array(z.enum(WASTE_TYPES)),
  createdAt: z.date(),
  can,
});

export const contractDetail = contractSummary.extend({
  pricePerFrequency: z.number(),
  maxQuantityPerFrequency: z.number(),
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  paymentTerm: z.enum(PAYMENT_TERMS),
  paymentCycle: z.enum(PAYMENT_CYCLES),
  onDemand: z.boolean(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: z.date(),
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

export const contractPage = pageSchema(contractSummary);

export const contractParams = z.object({ id: z.uuid() });
