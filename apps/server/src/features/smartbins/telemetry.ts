import { translate } from '@sirkula/domain/shared/i18n';
import {
  chirpstackUplink,
  fromChirpstack,
  fromTtn,
  telemetryReading,
  type ttnUplink,
} from '@sirkula/domain/smartbins/uplinks';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import type { Notify } from '../../lib/notifications.ts';
import { getBranding } from '../settings/public.ts';
import type { Arrival, OpenedAlert } from './ingest.ts';
import { alertRecipients } from './queries.ts';

// The three ways readings arrive, each turned into arrivals for `ingest`: our JSON batch item by item,
// ChirpStack's uplink event and The Things Stack's uplink message.

/** Each item of our batch, checked on its own: a bad one is refused, the others go on. */
export function arrivalsOfBatch(items: readonly unknown[]): Arrival[] {
  return items.map((item) => {
    const parsed = telemetryReading.safeParse(item);
    if (parsed.success) return { kind: 'reading', reading: parsed.data };
    const [issue] = parsed.error.issues;
    const messageKey = issue?.message.startsWith('smartbins.')
      ? issue.message
      : 'smartbins.ingest.reasons.invalid';
    return { kind: 'settled', status: 'refused', reason: 'invalid', messageKey };
  });
}

/** ChirpStack posts every event to one URL: an uplink is a reading; a join or a status is not. */
export function arrivalsOfChirpstack(event: string, body: unknown): Arrival[] {
  if (event !== 'up') return [{ kind: 'settled', status: 'ignored', reason: 'notAnUplink' }];
  const parsed = chirpstackUplink.safeParse(body);
  if (!parsed.success) throw new Invalid('smartbins.ingest.reasons.notChirpstack');
  const uplink = fromChirpstack(parsed.data);
  return [uplink ? { kind: 'uplink', uplink } : { kind: 'settled', status: 'refused', reason: 'badPayload' }];
}

export function arrivalsOfTtn(message: z.output<typeof ttnUplink>): Arrival[] {
  const uplink = fromTtn(message);
  return [uplink ? { kind: 'uplink', uplink } : { kind: 'settled', status: 'refused', reason: 'badPayload' }];
}

/**
 * A fire or a fallen bin is told at once to the customer's admins and the provider's staff, in
 * Bahasa Indonesia first, then in English (we do not know each reader's language).
 */
export async function notifyUrgentAlerts(
  deps: { db: Db; notify: Notify; publicUrl: string },
  alerts: readonly OpenedAlert[],
): Promise<void> {
  const company = (await getBranding(deps.db)).companyName;
  for (const alert of alerts) {
    if (alert.kind !== 'fire' && alert.kind !== 'fall') continue;
    const values = {
      label: alert.label,
      value: alert.value === null ? '–' : String(Math.round(alert.value)),
    };
    const say = (language: 'en' | 'id', key: string) =>
      translate(language, `smartbins.email.${alert.kind}${key}`, values);
    const recipients = await alertRecipients(deps.db, alert.companyId);
    // Staff open the bin in the internal portal, the customer's admins in theirs.
    for (const internal of [true, false]) {
      const readers = recipients.filter((recipient) => (recipient.userType === 'internal') === internal);
      if (readers.length === 0) continue;
      const link = internal ? `/internal/smartbins/${alert.binId}` : `/customer/waste/bins/${alert.binId}`;
      const text = [
        say('id', 'Body'),
        '',
        say('en', 'Body'),
        '',
        `${deps.publicUrl}${link}`,
        '',
        translate('id', 'email.signature', { company }),
      ].join('\n');
      await deps.notify(readers, { subject: say('id', 'Subject'), text });
    }
  }
}
