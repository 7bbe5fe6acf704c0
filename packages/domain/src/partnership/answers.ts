import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { LEAD_KINDS, LEAD_STATUSES, PARTNER_OFFERS } from './rules.ts';

/** A lead's own fields (`details`): a promotion registration's or a partner application's, by its kind. */
const leadDetails = z.object({
  city: z.string().optional(),
  monthlyVolumeKg: z.number().optional(),
  monthlyCost: z.number().optional(),
  contractEndDate: z.string().optional(),
  hazardous: z.boolean().optional(),
  wasteCode: z.string().optional(),
  roles: z.array(z.enum(PARTNER_OFFERS)).optional(),
  permits: z.string().optional(),
  serviceArea: z.string().optional(),
});
export type LeadDetails = Answer<typeof leadDetails>;

const leadSummary = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  messages: z.number(),
  createdOn: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LeadSummary = Answer<typeof leadSummary>;

export const leadPage = pageSchema(leadSummary);
export type LeadPage = Answer<typeof leadPage>;

/** Everything a lead holds, the company it became, and what the reader may do with it. */
export const leadDetail = leadSummary.extend({
  phone: z.string().nullable(),
  message: z.string(),
  details: leadDetails.nullable(),
  notes: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The draft contract its conversion made (a promotion lead), if any. */
  contractId: z.string().nullable(),
  can: z.object({
    moveTo: z.array(z.enum(LEAD_STATUSES)),
    note: z.boolean(),
    convert: z.boolean(),
  }),
});
export type LeadDetail = Answer<typeof leadDetail>;

export const leadChanged = z.object({ lead: leadDetail, message: z.string() });
export type LeadChanged = Answer<typeof leadChanged>;

/** B3 codes a visitor picks from on the promotion form: the code and its names. */
export const publicB3Codes = z.object({
  items: z.array(
    z.object({ code: z.string(), name: z.object({ id: z.string(), en: z.string().nullable() }) }),
  ),
});
export type PublicB3Codes = Answer<typeof publicB3Codes>;
