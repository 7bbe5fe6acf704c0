import { translate } from '@sirkula/domain/shared/i18n';
import type { Db } from '../../db/client.ts';
import type { Attachment, Notify } from '../../lib/notifications.ts';
import type { TileSource } from '../../lib/static-map.ts';
import { getBranding } from '../settings/public.ts';
import { pickupRecipients } from '../waste/public.ts';
import { eventsOf, type JourneyRecordRow, type JourneyRow } from './queries.ts';
import { drawRouteMap } from './route-map.ts';

export type { Notify } from '../../lib/notifications.ts';

/** What a customer hears about from its records' journeys. */
export type RecordNotice = 'pickedUp' | 'delivered' | 'partiallyDelivered' | 'cancelled';

interface NoticeDeps {
  db: Db;
  notify: Notify;
  publicUrl: string;
}

interface NoticeRecord {
  customerId: string;
  registrationNumber: string;
  createdBy?: string | null;
}

/**
 * Tells a record's customer admins and its requester what happened, with the public tracking link. We
 * do not know each reader's language, so the message is in Bahasa Indonesia first, then in English.
 */
export async function notifyRecord(
  deps: NoticeDeps,
  notice: RecordNotice,
  record: NoticeRecord,
  attachments: Attachment[] = [],
) {
  const recipients = await pickupRecipients(deps.db, record.customerId, record.createdBy ?? null);
  const company = (await getBranding(deps.db)).companyName;
  const values = { number: record.registrationNumber };
  const body = (language: 'en' | 'id') => translate(language, `journeys.email.${notice}Body`, values);
  const mapNote =
    attachments.length > 0
      ? [
          '',
          translate('id', 'journeys.email.routeMapAttached'),
          translate('en', 'journeys.email.routeMapAttached'),
        ]
      : [];
  const text = [
    body('id'),
    '',
    body('en'),
    ...mapNote,
    '',
    `${deps.publicUrl}/public/track/${record.registrationNumber}`,
    '',
    translate('id', 'email.signature', { company }),
  ].join('\n');
  const subject = translate('id', `journeys.email.${notice}Subject`, values);
  await deps.notify(recipients, { subject, text, attachments });
}

export async function notifyRecords(
  deps: NoticeDeps,
  notice: RecordNotice,
  records: readonly NoticeRecord[],
) {
  for (const record of records) await notifyRecord(deps, notice, record);
}

/** The map of a customer's records on the journey, as an e-mail attachment; none when nothing is pinned. */
export async function routeMapAttachment(
  deps: { db: Db; mapTiles: TileSource | null },
  journey: JourneyRow,
  records: readonly JourneyRecordRow[],
): Promise<Attachment[]> {
  const ids = new Set(records.map((record) => record.id));
  const events = (await eventsOf(deps.db, journey.id)).filter(
    (event) => event.wasteRecordId === null || ids.has(event.wasteRecordId),
  );
  const { png } = await drawRouteMap(deps, journey, records, events);
  return png ? [{ fileName: `rute-${journey.number}.png`, content: png, contentType: 'image/png' }] : [];
}
