import { b3CodeName } from '@sirkula/domain/manifests/b3-codes';
import type { ManifestContent, ManifestParty, ManifestWaste } from '@sirkula/domain/manifests/rules';
import { formatDate, formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Content, StyleDictionary, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf.ts';
import { field, journeyPage, type Translate } from '../journeys/public.ts';

/** What a manifest prints beyond the journey documents' page: its notice and its three parts. */
const manifestStyles: StyleDictionary = {
  note: { fontSize: 7.5, color: '#555555', italics: true, margin: [0, 0, 0, 8] },
  part: { fontSize: 11, bold: true, margin: [0, 12, 0, 4], fillColor: '#eeeeee' },
};

/**
 * A manifest the driver carries, laid out like the paper manifest Festronik replaced: I sender (with
 * its wastes), II transporter, III receiver, each with its handover and a place to sign; in the
 * reader's language, times in WIB. Only complete manifests reach here (the export checks first).
 */
export function manifestPdf(
  manifest: ManifestContent,
  language: Language,
  context: { generatedAt: Date; providerLine: string },
): Promise<Buffer> {
  const t: Translate = (key, values) => translate(language, `manifests.pdf.${key}`, values);
  const title = t('title');
  const page = journeyPage(
    {
      title,
      number: manifest.journey.number,
      providerLine: context.providerLine,
      generatedAt: context.generatedAt,
    },
    language,
  );
  const document: TDocumentDefinitions = {
    ...page,
    styles: { ...page.styles, ...manifestStyles },
    content: [
      { text: title, style: 'title' },
      {
        text: t('subtitle', {
          journey: manifest.journey.number,
          number: manifest.festronikNumber ?? t('noNumber'),
          status: translate(language, `manifests.statuses.${manifest.status}`),
        }),
        style: 'subtitle',
      },
      { text: t('note'), style: 'note' },
      senderPart(manifest, language, t),
      transporterPart(manifest, language, t),
      receiverPart(manifest, language, t),
    ],
  };
  return renderPdf(document);
}

function partyFields(party: ManifestParty, t: Translate): Content {
  const place = [party.address, party.city, party.province].filter(Boolean).join(', ');
  return {
    columns: [
      field(t('name'), { text: party.name, style: 'strong' }),
      field(t('npwp'), party.npwp ?? '-'),
      {
        stack: [{ text: t('address'), style: 'label' }, place || '-'],
        margin: [0, 0, 0, 4],
        width: '45%',
      },
    ],
    columnGap: 12,
  };
}

/** Blank lines for the handover: name, signature and, when not yet known, the time. */
function signature(who: string, at: Date | null, language: Language, t: Translate): Content {
  return {
    columns: [
      field(t('handedOverAt'), at ? formatDateTime(at, language) : '……………………… WIB'),
      field(t('signedBy', { who }), '\n\n………………………………………'),
    ],
    columnGap: 24,
    margin: [0, 6, 0, 0],
  };
}

function latest(dates: Array<Date | null>): Date | null {
  const known = dates.filter((date): date is Date => date !== null);
  return known.length === dates.length && known.length > 0
    ? new Date(Math.max(...known.map((date) => date.getTime())))
    : null;
}

function quantity(value: number | null, waste: ManifestWaste, language: Language): TableCell {
  const unit = translate(language, `units.${waste.unit}`);
  return {
    text: value === null ? '……' : formatQuantity(value, unit, language),
    alignment: 'right',
    noWrap: true,
  };
}

function wasteTable(wastes: ManifestWaste[], language: Language, t: Translate): Content {
  const header = [
    t('waste.registrationNumber'),
    t('waste.code'),
    t('waste.name'),
    t('waste.category'),
    t('waste.characteristics'),
    t('waste.physicalForm'),
    t('waste.packaging'),
    t('waste.planned'),
    t('waste.sent'),
  ].map((text): TableCell => ({ text, style: 'tableHeader' }));
  const rows = wastes.map((waste): TableCell[] => [
    { text: waste.registrationNumber, noWrap: true },
    waste.code ?? '-',
    waste.name ? b3CodeName(waste.name, language) : { text: t('waste.notListed'), italics: true },
    waste.category === null ? '-' : String(waste.category),
    waste.characteristics.map((key) => translate(language, `manifests.characteristics.${key}`)).join(', ') ||
      '-',
    waste.physicalForm ? translate(language, `waste.physicalForms.${waste.physicalForm}`) : '-',
    `${waste.packageCount ?? '-'} × ${translate(language, `waste.packagings.${waste.packaging}`)}`,
    quantity(waste.plannedQuantity, waste, language),
    quantity(waste.sentQuantity, waste, language),
  ]);
  return {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [header, ...rows],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

function senderPart(manifest: ManifestContent, language: Language, t: Translate): Content {
  const loading = [...new Set(manifest.wastes.map((waste) => waste.loadingAddress))].join('; ');
  return [
    { text: t('parts.sender'), style: 'part' },
    partyFields(manifest.sender, t),
    field(t('loadingAddress'), loading),
    wasteTable(manifest.wastes, language, t),
    signature(t('who.sender'), latest(manifest.wastes.map((waste) => waste.pickedUpAt)), language, t),
  ];
}

function transporterPart(manifest: ManifestContent, language: Language, t: Translate): Content {
  const { transporter } = manifest;
  return [
    { text: t('parts.transporter'), style: 'part' },
    partyFields(transporter, t),
    {
      columns: [
        field(t('transportRecommendation'), transporter.transportRecommendationNumber ?? '-'),
        field(t('vehiclePermit'), transporter.vehiclePermitNumber ?? '-'),
      ],
      columnGap: 12,
    },
    {
      columns: [
        field(t('vehiclePlate'), { text: transporter.vehiclePlate ?? '-', style: 'strong' }),
        field(t('driver'), { text: transporter.driverName ?? '-', style: 'strong' }),
        field(t('plannedOn'), formatDate(manifest.journey.plannedOn, language)),
      ],
      columnGap: 12,
    },
    signature(t('who.transporter'), latest(manifest.wastes.map((waste) => waste.pickedUpAt)), language, t),
  ];
}

function receiverPart(manifest: ManifestContent, language: Language, t: Translate): Content {
  const header = [t('waste.registrationNumber'), t('waste.code'), t('waste.sent'), t('waste.received')].map(
    (text): TableCell => ({ text, style: 'tableHeader' }),
  );
  const rows = manifest.wastes.map((waste): TableCell[] => [
    { text: waste.registrationNumber, noWrap: true },
    waste.code ?? '-',
    quantity(waste.sentQuantity, waste, language),
    quantity(waste.receivedQuantity, waste, language),
  ]);
  return [
    { text: t('parts.receiver'), style: 'part' },
    partyFields(manifest.receiver, t),
    {
      columns: [
        field(
          t('destination'),
          [manifest.receiver.address, manifest.receiver.city].filter(Boolean).join(', ') || '-',
        ),
        field(t('b3Licence'), manifest.receiver.b3LicenceNumber ?? '-'),
      ],
      columnGap: 12,
    },
    {
      table: { headerRows: 1, widths: ['auto', 'auto', 'auto', 'auto'], body: [header, ...rows] },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
    signature(t('who.receiver'), latest(manifest.wastes.map((waste) => waste.receivedAt)), language, t),
  ];
}
