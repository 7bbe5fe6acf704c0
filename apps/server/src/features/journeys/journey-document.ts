import type { VehicleType } from '@sirkula/domain/fleet/rules';
import { formatDateTime, formatPhone } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';

/** A transporter or receiver as a journey's documents print it. */
export interface DocumentParty {
  name: string;
  address: string;
  city: string;
  npwp: string | null;
}

export type DocumentVehicle = { plate: string; type: VehicleType } | null;
export type DocumentDriver = { name: string; phone: string } | null;

export type Translate = (key: string, values?: Record<string, string>) => string;

const styles: StyleDictionary = {
  title: { fontSize: 18, bold: true },
  subtitle: { fontSize: 11, color: '#444444', margin: [0, 2, 0, 12] },
  heading: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
  label: { fontSize: 7.5, color: '#666666' },
  strong: { bold: true },
  tableHeader: { bold: true, fontSize: 8, fillColor: '#eeeeee' },
  shortfall: { color: '#b00020', bold: true },
  pageEdge: { fontSize: 7.5, color: '#666666' },
};

/**
 * The A4 page every journey document is printed on: the provider's line and the document's name and
 * number at the top of each page, when it was made and the page count at the bottom.
 */
export function journeyPage(
  document: { title: string; number: string; providerLine: string; generatedAt: Date },
  language: Language,
): Omit<TDocumentDefinitions, 'content'> {
  const t = (key: string, values: Record<string, string>) => translate(language, `proof.${key}`, values);
  return {
    pageSize: 'A4',
    pageMargins: [40, 56, 40, 48],
    language,
    info: { title: `${document.title} ${document.number}` },
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    styles,
    header: {
      columns: [
        { text: document.providerLine, width: '*' },
        { text: `${document.title} · ${document.number}`, width: 'auto', alignment: 'right' },
      ],
      columnGap: 12,
      style: 'pageEdge',
      margin: [40, 24, 40, 0],
    },
    footer: (page, pages) => ({
      columns: [
        t('footer.generatedAt', { time: formatDateTime(document.generatedAt, language) }),
        { text: t('footer.page', { page: String(page), pages: String(pages) }), alignment: 'right' },
      ],
      style: 'pageEdge',
      margin: [40, 16, 40, 0],
    }),
  };
}

/** A small grey label above its value, as on a printed form. */
export function field(label: string, value: Content): Content {
  return { stack: [{ text: label, style: 'label' }, value], margin: [0, 0, 0, 6] };
}

function party(label: string, company: DocumentParty, t: Translate): Content {
  const lines: Content[] = [{ text: company.name, style: 'strong' }, company.address, company.city];
  if (company.npwp) lines.push(t('parties.npwp', { npwp: company.npwp }));
  return field(label, { stack: lines });
}

export function partiesSection(
  transporter: DocumentParty,
  receiver: DocumentParty,
  language: Language,
): Content {
  const t: Translate = (key, values) => translate(language, `proof.${key}`, values);
  return {
    columns: [party(t('parties.transporter'), transporter, t), party(t('parties.receiver'), receiver, t)],
    columnGap: 24,
    margin: [0, 6, 0, 0],
  };
}

export function fleetSection(vehicle: DocumentVehicle, driver: DocumentDriver, language: Language): Content {
  const t = (key: string) => translate(language, `proof.${key}`);
  const notAssigned = { text: t('fleet.notAssigned'), italics: true };
  return {
    columns: [
      field(
        t('fleet.vehicle'),
        vehicle
          ? {
              text: [
                { text: vehicle.plate, style: 'strong' },
                ` · ${translate(language, `fleet.vehicleTypes.${vehicle.type}`)}`,
              ],
            }
          : notAssigned,
      ),
      field(
        t('fleet.driver'),
        driver
          ? { text: [{ text: driver.name, style: 'strong' }, ` · ${formatPhone(driver.phone)}`] }
          : notAssigned,
      ),
    ],
    columnGap: 24,
  };
}
