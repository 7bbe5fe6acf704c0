import { formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Column, Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { imageDataUrl, imageKind } from '../../lib/pdf.ts';
import type { ProofEvent } from './proof-of-delivery.ts';

/** Thumbnails four to a row across the details column; `fit` keeps each photo's proportions. */
const PHOTOS_PER_ROW = 4;
const PHOTO_FIT: [number, number] = [86, 86];
const SIGNATURE_FIT: [number, number] = [150, 50];

/** Thin rules between events and none around them, so the page reads as one list. */
const separatedRows: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#bbbbbb',
  paddingTop: () => 6,
  paddingBottom: () => 6,
};

/** The timeline as one table row per event, and the images its rows refer to by name. */
export function timelineSection(
  events: ProofEvent[],
  language: Language,
): { content: Content; images: Record<string, string> } {
  const t = (key: string) => translate(language, `proof.timeline.${key}`);
  if (events.length === 0) return { content: { text: t('empty'), italics: true }, images: {} };
  const images: Record<string, string> = {};
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const rows = sorted.map((event, index) => eventRow(event, `event${index}`, images, language));
  return {
    content: {
      table: { widths: [118, '*'], body: rows, dontBreakRows: true },
      layout: separatedRows,
    },
    images,
  };
}

function eventRow(
  event: ProofEvent,
  name: string,
  images: Record<string, string>,
  language: Language,
): TableCell[] {
  const t = (key: string) => translate(language, `proof.timeline.${key}`);
  const when: Content = {
    stack: [
      { text: formatDateTime(event.occurredAt, language), bold: true },
      translate(language, `journeys.eventKinds.${event.kind}`),
    ],
  };
  const details: Content[] = eventFacts(event, language).map(([key, value]) => ({
    text: [{ text: `${t(key)}: `, style: 'label' }, value],
  }));
  if (event.signature) {
    const signature = embed(event.signature, `${name}-signature`, images);
    details.push({
      stack: [
        { text: t('signature'), style: 'label' },
        signature ? { image: signature, fit: SIGNATURE_FIT } : t('unreadablePhoto'),
      ],
      margin: [0, 4, 0, 0],
    });
  }
  if (event.photos.length > 0) {
    details.push({
      stack: [{ text: t('photos'), style: 'label' }, ...photoRows(event.photos, name, images, t)],
      margin: [0, 4, 0, 0],
    });
  }
  return [when, { stack: details }];
}

/** The event's facts that are known, as label keys and values; unknown ones are left out, not blank. */
function eventFacts(event: ProofEvent, language: Language): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    ['place', place(event)],
    ['record', event.registrationNumber],
    [
      'quantity',
      event.quantity === null || event.unit === null
        ? null
        : formatQuantity(event.quantity, translate(language, `units.${event.unit}`), language),
    ],
    ['recordedBy', event.actorName],
    ['personInCharge', event.personInCharge],
    ['note', event.note],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}

/** The city-level place with the phone's coordinates, which pin the handover down further. */
function place(event: ProofEvent): string | null {
  const coordinates =
    event.latitude === null || event.longitude === null
      ? null
      : `${event.latitude.toFixed(5)}, ${event.longitude.toFixed(5)}`;
  return [event.place, coordinates].filter(Boolean).join(' · ') || null;
}

function photoRows(
  photos: Uint8Array[],
  name: string,
  images: Record<string, string>,
  t: (key: string) => string,
): Content[] {
  const width = PHOTO_FIT[0];
  const cells: Column[] = photos.map((bytes, index) => {
    const image = embed(bytes, `${name}-photo${index}`, images);
    return image
      ? { image, fit: PHOTO_FIT, width }
      : { text: t('unreadablePhoto'), fontSize: 7, italics: true, width };
  });
  const rows: Content[] = [];
  for (let start = 0; start < cells.length; start += PHOTOS_PER_ROW) {
    rows.push({ columns: cells.slice(start, start + PHOTOS_PER_ROW), columnGap: 6, margin: [0, 2, 0, 2] });
  }
  return rows;
}

/** Adds the image under `name` and answers the name, or null for bytes that are neither JPEG nor PNG. */
function embed(bytes: Uint8Array, name: string, images: Record<string, string>): string | null {
  const kind = imageKind(bytes);
  if (!kind) return null;
  images[name] = imageDataUrl(bytes, kind);
  return name;
}
