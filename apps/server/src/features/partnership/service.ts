import { companyProfileInput } from '@sirkula/domain/companies/rules';
import type { LeadDetails } from '@sirkula/domain/partnership/answers';
import { promotionDraft } from '@sirkula/domain/partnership/promotion';
import {
  appendMessage,
  appendNote,
  type ContactLeadValues,
  canMoveLead,
  joinsLead,
  LEADS_PER_EMAIL_PER_HOUR,
  type LeadKind,
  type LeadListFilter,
  type LeadStatus,
  type PartnerDetails,
  type PartnerLeadValues,
  type PromotionDetails,
  type PromotionLeadValues,
} from '@sirkula/domain/partnership/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate, formatDateTime, formatRupiah } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { recordAudit } from '../audit/public.ts';
import { findCompany, insertCompanyFromLead } from '../companies/public.ts';
import { insertDraft } from '../contracts/public.ts';
import { searchCodes } from '../manifests/public.ts';
import { internalAdmins } from '../users/public.ts';
import { canConvertLeads, canWorkLeads, leadPermissions } from './policy.ts';
import {
  appendToLead,
  findLead,
  insertLead,
  type LeadRow,
  listLeads,
  lockLatestLead,
  noteSubmission,
  updateLeadIn,
  userName,
} from './queries.ts';

export type ContactDeps = Pick<AppDeps, 'db' | 'captcha' | 'notify'>;

/** What came in: the lead it made or joined, whether it joined one, and what this submission said. */
export interface Received {
  lead: LeadRow;
  merged: boolean;
  added: string;
  language: Language;
}

const HOUR_MS = 60 * 60 * 1000;

async function assertCaptcha(deps: Pick<ContactDeps, 'captcha'>, captcha: string): Promise<void> {
  if (!(await deps.captcha.verify(captcha))) {
    throw new Invalid('errors.captchaFailed', { captcha: 'errors.captchaFailed' }, 'CAPTCHA_FAILED');
  }
}

/**
 * Stores a lead of a kind, or appends it to the open one the same e-mail sent within 30 days (its
 * fields then the latest); refused once the e-mail has sent its hourly share, on any server.
 */
async function receive(
  db: Db,
  kind: LeadKind,
  fields: {
    name: string;
    company: string | null;
    email: string;
    phone: string | null;
    message: string | null;
    details: PromotionDetails | PartnerDetails | null;
  },
  now: Date,
  language: Language,
): Promise<Received> {
  const today = jakartaToday(now);
  const added = fields.message ?? '';
  return db.transaction(async (tx) => {
    if ((await noteSubmission(tx, fields.email, now, HOUR_MS)) > LEADS_PER_EMAIL_PER_HOUR) {
      throw new AppError(429, 'TOO_MANY_LEADS', 'partnership.errors.tooMany');
    }
    const latest = await lockLatestLead(tx, kind, fields.email);
    if (latest && joinsLead(latest, today)) {
      const message = added
        ? appendMessage(latest.message, added, formatDateTime(now, 'id'))
        : latest.message;
      const change = {
        name: fields.name,
        company: fields.company ?? latest.company,
        phone: fields.phone ?? latest.phone,
        details: fields.details ?? latest.details,
      };
      await appendToLead(tx, latest.id, message, now, change);
      return { lead: { ...latest, ...change, message }, merged: true, added, language };
    }
    const lead = await insertLead(tx, {
      kind,
      name: fields.name,
      company: fields.company,
      email: fields.email,
      phone: fields.phone,
      message: added,
      details: fields.details,
      createdOn: today,
      createdAt: now,
      updatedAt: now,
    });
    return { lead, merged: false, added, language };
  });
}

/**
 * A message from the contact page, once its Security Check is solved: stored as a contact lead, or
 * appended to the open one the same e-mail sent within 30 days. Answers the lead and whether it merged.
 */
export async function receiveContact(
  deps: Pick<ContactDeps, 'db' | 'captcha'>,
  input: ContactLeadValues,
  now: Date,
  language: Language = 'id',
): Promise<Received> {
  await assertCaptcha(deps, input.captcha);
  return receive(deps.db, 'contact', { ...input, details: null }, now, language);
}

/** A promotion registration, once its Security Check is solved. */
export async function receivePromotion(
  deps: Pick<ContactDeps, 'db' | 'captcha'>,
  input: PromotionLeadValues,
  now: Date,
  language: Language,
): Promise<Received> {
  await assertCaptcha(deps, input.captcha);
  const { monthlyVolumeKg, monthlyCost, contractEndDate, hazardous, wasteCode, city } = input;
  const details: PromotionDetails = {
    city,
    monthlyVolumeKg,
    monthlyCost,
    contractEndDate,
    hazardous,
    wasteCode,
  };
  return receive(deps.db, 'promotion', { ...input, details }, now, language);
}

/** A partner application, once its Security Check is solved. */
export async function receivePartner(
  deps: Pick<ContactDeps, 'db' | 'captcha'>,
  input: PartnerLeadValues,
  now: Date,
  language: Language,
): Promise<Received> {
  await assertCaptcha(deps, input.captcha);
  const details: PartnerDetails = {
    roles: input.roles,
    permits: input.permits,
    serviceArea: input.serviceArea,
  };
  return receive(deps.db, 'partner', { ...input, details }, now, language);
}

/** B3 codes for the promotion form (the manifests' list), a short page of matches. */
export async function publicCodes(db: Db, q: string | undefined) {
  const page = await searchCodes(db, { q, page: 1, pageSize: 20 });
  return { items: page.items.map(({ code, name }) => ({ code, name })) };
}

/** Tells the provider's internal admins of the lead, in Bahasa Indonesia first, then English. */
export async function tellStaff(deps: Pick<ContactDeps, 'db' | 'notify'>, received: Received): Promise<void> {
  const staff = await internalAdmins(deps.db);
  if (staff.length > 0) await deps.notify(staff, staffMail(received));
}

/** Confirms a promotion registration or partner application to its sender, in their language. */
export async function confirmToSender(deps: Pick<ContactDeps, 'notify'>, received: Received): Promise<void> {
  const { lead, language } = received;
  if (lead.kind === 'contact') return;
  const values = { name: lead.name, company: lead.company ?? '–' };
  await deps.notify([{ name: lead.name, email: lead.email, phone: null }], {
    subject: translate(language, `partnership.mail.confirm.${lead.kind}.subject`, values),
    text: translate(language, `partnership.mail.confirm.${lead.kind}.body`, values),
  });
}

/** The lead's own fields as lines of a mail or of the queue's detail, in a language. */
export function detailLines(kind: LeadKind, details: LeadDetails | null, language: Language): string {
  if (!details) return '';
  const say = (key: string, value: string) => `${translate(language, `partnership.fields.${key}`)}: ${value}`;
  if (kind === 'promotion') {
    return [
      say('city', details.city ?? '–'),
      say('monthlyVolumeKg', `${details.monthlyVolumeKg ?? '–'} kg`),
      say('monthlyCost', formatRupiah(details.monthlyCost ?? 0)),
      say('contractEndDate', details.contractEndDate ? formatDate(details.contractEndDate, language) : '–'),
      say(
        'wasteCode',
        `${details.wasteCode ?? '–'} (${translate(language, details.hazardous ? 'partnership.fields.hazardous' : 'partnership.fields.nonHazardous')})`,
      ),
    ].join('\n');
  }
  if (kind === 'partner') {
    const roles = (details.roles ?? []).map((role) => translate(language, `partnership.roles.${role}`));
    return [
      say('roles', roles.join(', ')),
      say('permits', details.permits ?? '–'),
      say('serviceArea', details.serviceArea ?? '–'),
    ].join('\n');
  }
  return '';
}

function staffMail({ lead, merged, added }: Received): Notification {
  const prefix = lead.kind === 'contact' ? 'partnership.mail' : `partnership.mail.${lead.kind}`;
  const say = (language: Language, key: string) =>
    translate(language, `${prefix}.${key}`, {
      name: lead.name,
      company: lead.company ?? '–',
      email: lead.email,
      phone: lead.phone ?? '–',
      message: added,
      details: detailLines(lead.kind, lead.details as LeadDetails | null, language),
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

// Staff's review queue.

const leadNotFound = () => new NotFound('partnership.errors.notFound', 'LEAD_NOT_FOUND');
const statusRefused = () => new Conflict('partnership.errors.statusChange', {}, 'STATUS_CHANGE_REFUSED');

export async function list(db: Db, actor: Actor, filter: LeadListFilter) {
  if (!canWorkLeads(actor)) throw new Forbidden();
  return { ...(await listLeads(db, filter)), page: filter.page, pageSize: filter.pageSize };
}

async function readable(db: Db, actor: Actor, id: string) {
  if (!canWorkLeads(actor)) throw new Forbidden();
  const row = await findLead(db, id);
  if (!row) throw leadNotFound();
  return row;
}

export async function get(db: Db, actor: Actor, id: string) {
  const { lead, companyName, contractId } = await readable(db, actor, id);
  const { details, ...fields } = lead;
  return {
    ...fields,
    details: (details as LeadDetails | null) ?? null,
    companyName,
    contractId,
    can: leadPermissions(actor, lead),
  };
}

/** Moves a lead on (contacted, qualified) or declines it, from the status it was read in; audited. */
export async function move(db: Db, actor: Actor, id: string, status: LeadStatus, now: Date) {
  const { lead } = await readable(db, actor, id);
  if (!canMoveLead(lead.status, status)) throw statusRefused();
  await db.transaction(async (tx) => {
    if (!(await updateLeadIn(tx, id, lead.status, { status, updatedAt: now }))) throw statusRefused();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'lead',
      entityId: id,
      action: 'status',
      before: { status: lead.status },
      after: { status },
    });
  });
  return get(db, actor, id);
}

/** Appends staff's note under its time (WIB) and author; audited. */
export async function addNote(db: Db, actor: Actor, id: string, note: string, now: Date) {
  const { lead } = await readable(db, actor, id);
  const author = (await userName(db, actor.id)) ?? '–';
  const notes = appendNote(lead.notes, note, formatDateTime(now, 'id'), author);
  await db.transaction(async (tx) => {
    if (!(await updateLeadIn(tx, id, lead.status, { notes, updatedAt: now }))) throw statusRefused();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'lead',
      entityId: id,
      action: 'note',
      after: { note },
    });
  });
  return get(db, actor, id);
}

/** What each kind of offer makes of a partner company's roles. */
const PARTNER_ROLE_OF = { transporter: 'transporter', collector: 'receiver', processor: 'receiver' } as const;

/** The company a lead becomes, from what it gave: a customer, or a partner in the roles it offers. */
function companyFromLead(lead: LeadRow) {
  const details = (lead.details ?? {}) as LeadDetails;
  const partner = lead.kind === 'partner';
  return companyProfileInput.parse({
    name: lead.company ?? lead.name,
    kind: partner ? 'partner' : 'customer',
    partnerRoles: partner ? [...new Set((details.roles ?? []).map((role) => PARTNER_ROLE_OF[role]))] : [],
    city: details.city ?? null,
    picName: lead.name,
    picEmail: lead.email,
    picPhone: lead.phone,
  });
}

/**
 * Converts a qualified lead: the company staff chose (of the lead's kind: a partner for a partner
 * application, else a customer) or a new one made from the lead, and for a promotion registration a
 * draft contract carrying the promotion; all in one transaction with their audit entries.
 */
export async function convert(db: Db, actor: Actor, id: string, companyId: string | null, now: Date) {
  if (!canConvertLeads(actor)) throw new Forbidden();
  const { lead } = await readable(db, actor, id);
  if (!leadPermissions(actor, lead).convert) throw statusRefused();
  const kind = lead.kind === 'partner' ? 'partner' : 'customer';
  if (companyId) {
    const company = await findCompany(db, companyId);
    if (!company || company.status === 'deleted' || company.kind !== kind) {
      throw new Invalid('partnership.validation.company', { companyId: 'partnership.validation.company' });
    }
  }
  await db.transaction(async (tx) => {
    const linked = companyId ?? (await insertCompanyFromLead(tx, actor.id, companyFromLead(lead))).id;
    const details = lead.details as PromotionDetails | null;
    const contract =
      lead.kind === 'promotion' && details
        ? await insertDraft(tx, actor.id, promotionDraft(details, linked, jakartaToday(now)), now)
        : null;
    const change = { status: 'converted' as const, companyId: linked, updatedAt: now };
    if (!(await updateLeadIn(tx, id, lead.status, change))) throw statusRefused();
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'lead',
      entityId: id,
      action: 'convert',
      before: { status: lead.status },
      after: { status: 'converted', companyId: linked, contractId: contract?.id ?? null },
    });
  });
  return get(db, actor, id);
}
