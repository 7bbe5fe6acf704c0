import { type EndingNotice, endDatesToNotify, endingNotice } from '@sirkula/domain/contracts/expiry';
import { type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate } from '@sirkula/domain/shared/format';
import { bilingual, translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { everyRow } from '../../db/keyset.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { claimNotice } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { adminsByCompany, internalAdmins } from '../users/public.ts';
import * as queries from './queries.ts';

/** Contracts read at a time, so a busy month's endings never sit in memory at once. */
const PAGE_SIZE = 500;

export type ExpiryDeps = Pick<AppDeps, 'db' | 'notify' | 'publicUrl'>;

/** Every active contract a notice can be about today, page by page. */
export function contractsEnding(db: Db, today: CalendarDate, pageSize = PAGE_SIZE) {
  const window = endDatesToNotify(today);
  return everyRow(
    (after: queries.EndDateCursor | null, limit) => queries.activeContractsEnding(db, window, after, limit),
    (contract) => ({ endDate: contract.endDate, id: contract.id }),
    pageSize,
  );
}

/**
 * The `contractExpiry` job: tells the company's admins and the provider's internal admins that an
 * active contract ends in 30 days, then in 7, each notice once per contract.
 */
export async function sendEndingNotices(deps: ExpiryDeps, now: Date): Promise<string> {
  const today = jakartaToday(now);
  const provider = (await getBranding(deps.db)).companyName;
  const staff = await internalAdmins(deps.db);
  const adminsOf = adminsByCompany(deps.db);
  const sent: Record<EndingNotice, number> = { 'ends-30d': 0, 'ends-7d': 0 };
  for await (const contract of contractsEnding(deps.db, today)) {
    const notice = endingNotice(contract, today);
    if (!notice) continue;
    const admins = await adminsOf(contract.companyId);
    // Claimed only when someone can read it, so it still goes once somebody can.
    if (admins.length === 0 && staff.length === 0) continue;
    if (!(await claimNotice(deps.db, `contract:${contract.id}`, notice, now))) continue;
    const mail = (audience: Audience) =>
      endingMail(contract, audience, { provider, publicUrl: deps.publicUrl });
    if (admins.length) await deps.notify(admins, mail('company'));
    if (staff.length) await deps.notify(staff, mail('staff'));
    sent[notice] += 1;
  }
  return `${sent['ends-30d']} ending within 30 days, ${sent['ends-7d']} within 7 days notified`;
}

/** The company's admins read of their contract with the provider; staff of the contract with the company. */
type Audience = 'company' | 'staff';

/**
 * The notice in Bahasa Indonesia first, then English (we do not know each reader's language), with
 * a link to the contract in the reader's portal: staff's, or the customer's or partner's.
 */
function endingMail(
  contract: queries.EndingContract,
  audience: Audience,
  context: { provider: string; publicUrl: string },
): Notification {
  const values = (language: Language) => ({
    number: contract.number,
    provider: context.provider,
    company: contract.companyName,
    endDate: formatDate(contract.endDate, language),
  });
  const say = (language: Language, key: string) =>
    translate(language, `contracts.expiry.${key}`, values(language));
  const body = audience === 'staff' ? 'staffBody' : 'companyBody';
  const portal = audience === 'staff' ? 'internal' : contract.kind;
  return {
    subject: say('id', 'subject'),
    text: [
      say('id', body),
      '',
      say('en', body),
      '',
      `${bilingual('contracts.expiry.open')}:`,
      `${context.publicUrl}/${portal}/contracts/${contract.id}`,
      '',
      translate('id', 'email.signature', { company: context.provider }),
    ].join('\n'),
  };
}
