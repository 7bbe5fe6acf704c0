import type { ContractUnit } from '@sirkula/domain/contracts/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Packaging, WasteType } from '@sirkula/domain/waste/rules';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf.ts';
import {
  type DocumentDriver,
  type DocumentParty,
  type DocumentVehicle,
  field,
  fleetSection,
  journeyPage,
  partiesSection,
  type Translate,
} from './journey-document.ts';
import type { DrawnRouteMap } from './route-map.ts';
import { routeMapSection } from './route-map-section.ts';

export interface SheetRecord {
  registrationNumber: string;
  customerName: string;
  pickupAddress: string;
  wasteType: WasteType;
  wasteCode: string | null;
  packaging: Packaging;
  unit: ContractUnit;
  requestedQuantity: number;
}

/** What the driver carries: where to collect what, the route, and room for the handovers' signatures. */
export interface JourneySheet {
  number: string;
  plannedOn: CalendarDate;
  transitHubName: string | null;
  transporter: DocumentParty;
  receiver: DocumentParty;
  vehicle: DocumentVehicle;
  driver: DocumentDriver;
  records: SheetRecord[];
  routeMap: DrawnRouteMap;
  generatedAt: Date;
  providerLine: string;
}

export function journeySheetPdf(sheet: JourneySheet, language: Language): Promise<Buffer> {
  return renderPdf(sheetDocument(sheet, language));
}

function sheetDocument(sheet: JourneySheet, language: Language): TDocumentDefinitions {
  const t: Translate = (key, values) => translate(language, `proof.sheet.${key}`, values);
  return {
    ...journeyPage({ ...sheet, title: t('title') }, language),
    content: [
      { text: t('title'), style: 'title' },
      {
        text: t('subtitle', { number: sheet.number, date: formatDate(sheet.plannedOn, language) }),
        style: 'subtitle',
      },
      partiesSection(sheet.transporter, sheet.receiver, language),
      fleetSection(sheet.vehicle, sheet.driver, language),
      field(
        translate(language, 'proof.journey.transitHub'),
        sheet.transitHubName ?? translate(language, 'proof.journey.noTransitHub'),
      ),
      { text: t('stops'), style: 'heading' },
      stopsTable(sheet.records, language, t),
      {
        stack: [
          { text: translate(language, 'journeys.routeMap.title'), style: 'heading' },
          routeMapSection(sheet.routeMap, language),
        ],
        unbreakable: true,
      },
      { text: t('signatures'), style: 'heading' },
      signatureBoxes(t),
      { text: t('note'), style: 'label', margin: [0, 12, 0, 0] },
    ],
  };
}

/** One row per record, grouped by customer in the order the records are listed, with blanks to fill in. */
function stopsTable(records: SheetRecord[], language: Language, t: Translate): Content {
  const headers = [
    t('stop'),
    t('customer'),
    t('record'),
    t('packaging'),
    t('requested'),
    t('weighed'),
    t('signature'),
  ].map((text): TableCell => ({ text, style: 'tableHeader' }));
  const customers = [...new Set(records.map((record) => record.customerName))];
  const rows = records.map((record): TableCell[] => {
    const type = translate(language, `waste.types.${record.wasteType}`);
    return [
      String(customers.indexOf(record.customerName) + 1),
      { stack: [{ text: record.customerName, style: 'strong' }, record.pickupAddress] },
      { stack: [record.registrationNumber, record.wasteCode ? `${type} (${record.wasteCode})` : type] },
      translate(language, `waste.packagings.${record.packaging}`),
      {
        text: formatQuantity(record.requestedQuantity, translate(language, `units.${record.unit}`), language),
        alignment: 'right',
        noWrap: true,
      },
      '',
      '',
    ];
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['auto', '*', 'auto', 'auto', 'auto', 60, 90],
      heights: (row) => (row === 0 ? 0 : 34),
      body: [headers, ...rows],
    },
    fontSize: 8,
  };
}

function signatureBoxes(t: Translate): Content {
  const box = (label: string): Content => ({
    stack: [
      { text: label, style: 'strong' },
      { canvas: [{ type: 'rect', x: 0, y: 4, w: 240, h: 70, lineColor: '#999999' }] },
      { text: t('nameAndDate'), style: 'label', margin: [0, 4, 0, 0] },
    ],
  });
  return { columns: [box(t('driverSignature')), box(t('receiverSignature'))], columnGap: 24 };
}
