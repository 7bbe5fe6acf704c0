import { z } from 'zod';
import { addDays, type CalendarDate } from '../shared/dates.ts';
import { emailField, nameField, optionalPhoneField } from '../users/rules.ts';

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
