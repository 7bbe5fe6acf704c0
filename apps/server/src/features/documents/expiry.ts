import { EXPIRING_SOON_DAYS, expiryNotice } from '@sirkula/domain/documents/rules';
import { addDays, type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate } from '@sirkula/domain/shared/format';
import { bilingual, translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { everyRow } from '../../db/keyset.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { claimNotice } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { adminsByCompany } from '../users/public.ts';
import * as queries from './queries.ts';

/** Documents read at a time, so a month of expiring permits never sits in memory at once. */
const PAGE_SIZE = 500;

export type ExpiryDeps = Pick<AppDeps, 'db' | 'notify' | 'publicUrl'>;

/** Every company document whose last valid day is within the flag's 30 days, page by page. */
export function documentsExpiring(db: Db, today: CalendarDate, pageSize = PAGE_SIZE) {
  const window = { from: today, to: addDays(today, EXPIRING_SOON_DAYS) };
  return everyRow(
    (after: queries.ExpiryCursor | null, limit) => queries.documentsExpiring(db, window, after, limit),
    (document) => ({ validUntil: document.validUntil ?? today, id: document.id }),
    pageSize,
  );
}

/**
 * The `documentsExpiry` job: tells a company's admins that one of its documents expires within 30
 * days, once per document and end date (a renewed version with a new end date is told of again).
 */
export async function sendExpiryNotices(deps: ExpiryDeps, now: Date): Promise<string> {
  const today = jakartaToday(now);
  const provider = (await getBranding(deps.db)).companyName;
  const adminsOf = adminsByCompany(deps.db);
  let sent = 0;
  for await (const document of documentsExpiring(deps.db, today)) {
    const notice = expiryNotice(document.validUntil, today);
    if (!notice || !document.companyId) continue;
    const admins = await adminsOf(document.companyId);
    // Claimed only when someone can read it, so it still goes once the company has an admin.
    if (admins.length === 0) continue;
    if (!(await claimNotice(deps.db, `document:${document.id}`, notice, now))) continue;
    await deps.notify(admins, expiryMail(document, { provider, publicUrl: deps.publicUrl }));
    sent += 1;
  }
  return `${sent} documents expiring within ${EXPIRING_SOON_DAYS} days notified`;
}

/** In Bahasa Indonesia first, then English, with a link to the company page that lists the document. */
function expiryMail(
  document: queries.ExpiringDocument,
  context: { provider: string; publicUrl: string },
): Notification {
  const values = (language: Language) => ({
    name: document.displayName,
    type: translate(language, `documents.types.${document.type}`),
    company: document.companyName,
    provider: context.provider,
    date: document.validUntil ? formatDate(document.validUntil, language) : '',
  });
  const say = (language: Language, key: string) =>
    translate(language, `documents.expiry.${key}`, values(language));
  return {
    subject: say('id', 'subject'),
    text: [
      say('id', 'body'),
      '',
      say('en', 'body'),
      '',
      `${bilingual('documents.expiry.open')}:`,
      `${context.publicUrl}/${document.companyKind}/company`,
      '',
      translate('id', 'email.signature', { company: context.provider }),
    ].join('\n'),
  };
}
