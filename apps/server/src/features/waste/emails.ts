import { formatDate } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Db } from '../../db/client.ts';
import type { SendMail } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { pickupRecipients } from './queries.ts';

type PickupNotice = 'confirmed' | 'rescheduled';

/**
 * Tells the customer's admins and the requester that their pickup was confirmed or moved. We do not
 * know each reader's language, so the message is in Bahasa Indonesia first, then in English.
 */
export async function sendPickupNotice(
  deps: { db: Db; sendMail: SendMail; publicUrl: string },
  notice: PickupNotice,
  record: {
    id: string;
    companyId: string;
    createdBy: string | null;
    transactionNumber: string;
    requestedPickupDate: string | null;
    timeWindow: 'morning' | 'afternoon';
  },
  message: string | null,
): Promise<void> {
  const recipients = await pickupRecipients(deps.db, record.companyId, record.createdBy);
  const company = (await getBranding(deps.db)).companyName;
  const link = `${deps.publicUrl}/customer/waste/${record.id}`;
  const part = (language: 'en' | 'id') => {
    const values = {
      number: record.transactionNumber,
      date: record.requestedPickupDate ? formatDate(record.requestedPickupDate, language) : '-',
      window: translate(language, `waste.timeWindows.${record.timeWindow}`),
    };
    return [translate(language, `waste.email.${notice}Body`, values), ...(message ? [message] : [])].join(
      '\n',
    );
  };
  const text = [
    part('id'),
    '',
    part('en'),
    '',
    link,
    '',
    translate('id', 'email.signature', { company }),
  ].join('\n');
  const subject = translate('id', `waste.email.${notice}Subject`, { number: record.transactionNumber });
  for (const recipient of recipients) await deps.sendMail({ to: recipient.email, subject, text, link });
}
