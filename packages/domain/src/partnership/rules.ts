import { z } from 'zod';
import { isB3CodeFormat, normaliseB3Code } from '../manifests/b3-codes.ts';
import { addDays, type CalendarDate, isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';
import { emailField, nameField, optionalPhoneField, phoneField } from '../users/rules.ts';

/** What a lead came in as: the contact form now; the promotion and partner forms later (issue 23). */
export const LEAD_KINDS = ['contact', 'promotion', 'partner'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where staff are with a lead: new → contacted → qualified → converted or declined. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'declined'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A second message with the same e-mail within this many days joins the first lead. */
export const MERGE_WINDOW_DAYS = 30;

/** The contact form: who writes, how to answer them, the message and the solved Security Check. */
export const contactLeadInput = z.object({
  name: nameField,
  company: z
    .string()
    .trim()
    .max(160, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null),
  email: emailField,
  phone: optionalPhoneField,
  message: z
    .string()
    .trim()
    .min(10, 'partnership.validation.messageTooShort')
    .max(4_000, 'validation.tooLong'),
  captcha: z.string().min(1, 'validation.captchaRequired'),
});
export type ContactLeadInput = z.input<typeof contactLeadInput>;
export type ContactLeadValues = z.output<typeof contactLeadInput>;

/**
 * Whether a new message joins an open lead of the same e-mail made on `createdOn`: within the window,
 * and while staff have not closed it (a converted or declined lead starts a new one).
 */
export function joinsLead(
  lead: { createdOn: CalendarDate; status: LeadStatus },
  today: CalendarDate,
): boolean {
  return (
    lead.status !== 'converted' &&
    lead.status !== 'declined' &&
    today <= addDays(lead.createdOn, MERGE_WINDOW_DAYS)
  );
}

/** The lead's message with a later one appended, dated so staff read the conversation in order. */
export function appendMessage(message: string, added: string, at: string): string {
  return `${message}\n\n— ${at}\n${added}`;
}

/** Leads one e-mail may send in an hour, whatever address or server they come through. */
export const LEADS_PER_EMAIL_PER_HOUR = 5;

/** What a partner offers the provider (the partner application form). */
export const PARTNER_OFFERS = ['transporter', 'collector', 'processor'] as const;
export type PartnerOffer = (typeof PARTNER_OFFERS)[number];

const shortText = (max: number, min = 2) =>
  z.string().trim().min(min, 'validation.required').max(max, 'validation.tooLong');

const optionalMessage = z
  .string()
  .trim()
  .max(4_000, 'validation.tooLong')
  .nullish()
  .transform((value) => value || null);

/**
 * The promotion registration (the specification's fields): the producer's monthly volume (kg) and cost
 * (rupiah) today, when its contract with the current provider ends, and its main waste: a B3 code from
 * the list when hazardous, else a description; with who and where they are, and the Security Check.
 */
export const promotionLeadInput = z
  .object({
    company: shortText(160),
    name: nameField,
    email: emailField,
    phone: phoneField,
    city: shortText(120),
    monthlyVolumeKg: z
      .number({ message: 'partnership.validation.volume' })
      .positive('partnership.validation.volume')
      .max(100_000_000, 'validation.tooLong'),
    monthlyCost: z
      .number({ message: 'partnership.validation.cost' })
      .int('partnership.validation.cost')
      .min(0, 'partnership.validation.cost')
      .max(1_000_000_000_000, 'partnership.validation.cost'),
    contractEndDate: z
      .string({ message: 'validation.required' })
      .min(1, 'validation.required')
      .refine(isCalendarDate, 'partnership.validation.date'),
    hazardous: z.boolean(),
    wasteCode: z.string().trim().min(1, 'partnership.validation.wasteCode').max(200, 'validation.tooLong'),
    message: optionalMessage,
    captcha: z.string().min(1, 'validation.captchaRequired'),
  })
  .transform((lead) => ({
    ...lead,
    wasteCode: lead.hazardous ? normaliseB3Code(lead.wasteCode) : lead.wasteCode,
  }))
  .refine((lead) => !lead.hazardous || isB3CodeFormat(lead.wasteCode), {
    path: ['wasteCode'],
    message: 'partnership.validation.b3Code',
  });
export type PromotionLeadInput = z.input<typeof promotionLeadInput>;
export type PromotionLeadValues = z.output<typeof promotionLeadInput>;

/** The partner application: the company, what it offers, its permits, where it works, and who to call. */
export const partnerLeadInput = z.object({
  company: shortText(160),
  roles: z
    .array(z.enum(PARTNER_OFFERS))
    .min(1, 'partnership.validation.roles')
    .transform((roles) => [...new Set(roles)]),
  permits: shortText(2_000, 3),
  serviceArea: shortText(500),
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalMessage,
  captcha: z.string().min(1, 'validation.captchaRequired'),
});
export type PartnerLeadInput = z.input<typeof partnerLeadInput>;
export type PartnerLeadValues = z.output<typeof partnerLeadInput>;

/** A promotion lead's own fields, as stored in `details`. */
export interface PromotionDetails {
  city: string;
  monthlyVolumeKg: number;
  monthlyCost: number;
  contractEndDate: CalendarDate;
  hazardous: boolean;
  wasteCode: string;
}

/** A partner lead's own fields, as stored in `details`. */
export interface PartnerDetails {
  roles: PartnerOffer[];
  permits: string;
  serviceArea: string;
}

/** Which statuses staff may move a lead to by hand; `converted` comes only with a conversion. */
const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'declined'],
  contacted: ['qualified', 'declined'],
  qualified: ['declined'],
  converted: [],
  declined: [],
};

/** new → contacted → qualified, and any open lead declined; a closed lead stays closed. */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return NEXT[from].includes(to);
}

/** A lead becomes a company (and, for the promotion, a draft contract) once staff have qualified it. */
export function canConvertLead(status: LeadStatus): boolean {
  return status === 'qualified';
}

export function isClosedLead(status: LeadStatus): boolean {
  return status === 'converted' || status === 'declined';
}

export const listLeadsQuery = pageQuery.extend({
  q: searchText,
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});
export type ListLeadsQuery = z.input<typeof listLeadsQuery>;
export type LeadListFilter = z.output<typeof listLeadsQuery>;

export const leadStatusInput = z.object({ status: z.enum(LEAD_STATUSES) });

export const leadNoteInput = z.object({
  note: z.string().trim().min(1, 'validation.required').max(2_000, 'validation.tooLong'),
});
export type LeadNoteInput = z.input<typeof leadNoteInput>;

/** Converting: link the company staff chose, or (none chosen) make one from the lead. */
export const convertLeadInput = z.object({
  companyId: z
    .uuid('partnership.validation.company')
    .nullish()
    .transform((value) => value ?? null),
});
export type ConvertLeadInput = z.input<typeof convertLeadInput>;

/** Staff's note appended under its time and author, so the notes read in order. */
export function appendNote(notes: string | null, note: string, at: string, author: string): string {
  const entry = `— ${at} · ${author}\n${note}`;
  return notes ? `${notes}\n\n${entry}` : entry;
}
