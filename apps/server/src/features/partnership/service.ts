import { appendMessage, type ContactLeadValues, joinsLead } from '@sirkula/domain/partnership/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate, formatDateTime } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import { Invalid } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { internalAdmins } from '../users/public.ts';
import { appendToLead, insertLead, type LeadRow, lockLatestLead } from './queries.ts';

export type ContactDeps = Pick<AppDeps, 'db' | 'captcha' | 'notify'>;

/**
 * A message from the contact page, once its Security Check is solved: stored as a contact lead, or
 * appended to the open one the same e-mail sent within 30 days. Answers the lead and whether it merged.
 */
export async function receiveContact(
  deps: Pick<ContactDeps, 'db' | 'captcha'>,
  input: ContactLeadValues,
  now: Date,
): Promise<{ lead: LeadRow; merged: boolean; added: string }> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw new Invalid('errors.captchaFailed', { captcha: 'errors.captchaFailed' }, 'CAPTCHA_FAILED');
  }
  const today = jakartaToday(now);
  return deps.db.transaction(async (tx) => {
    const latest = await lockLatestLead(tx, 'contact', input.email);
    if (latest && joinsLead(latest, today)) {
      const message = appendMessage(latest.message, input.message, formatDateTime(now, 'id'));
      await appendToLead(tx, latest.id, message, now);
      return { lead: { ...latest, message }, merged: true, added: input.message };
    }
    const lead = await insertLead(tx, {
      kind: 'contact',
      name: input.name,
      company: input.company,
      email: input.email,
      phone: input.phone,
      message: input.message,
      createdOn: today,
      createdAt: now,
      updatedAt: now,
    });
    return { lead, merged: false, added: input.message };
  });
}

/** Tells the provider's internal admins of the message, in Bahasa Indonesia first, then English. */
export async function tellStaff(
  deps: Pick<ContactDeps, 'db' | 'notify'>,
  received: { lead: LeadRow; merged: boolean; added: string },
): Promise<void> {
  const staff = await internalAdmins(deps.db);
  if (staff.length > 0) await deps.notify(staff, contactMail(received));
}

function contactMail({
  lead,
  merged,
  added,
}: {
  lead: LeadRow;
  merged: boolean;
  added: string;
}): Notification {
  const say = (language: 'id' | 'en', key: string) =>
    translate(language, `partnership.mail.${key}`, {
      name: lead.name,
      company: lead.company ?? '–',
      email: lead.email,
      phone: lead.phone ?? '–',
      message: added,
      date: formatDate(lead.createdOn, language),
    });
  return {
    subject: say('id', merged ? 'merged' : 'subject'),
    text: [
      say('id', 'body'),
      '',
      '———',
      '',
      say('en', merged ? 'merged' : 'subject'),
      '',
      say('en', 'body'),
    ].join('\n'),
  };
}
