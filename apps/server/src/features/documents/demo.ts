import type { DocumentType, RecordKind } from '@sirkula/domain/documents/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { DemoContext } from '../../lib/feature.ts';
import { demoPdf } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { createDocument } from './factories.ts';

interface DemoDocument {
  company: string;
  type: DocumentType;
  displayName: string;
  record?: { kind: RecordKind; label: string };
  /** Days from the seed's day: validity start and end, when the document has them. */
  from?: number;
  until?: number;
}

const CUSTOMER = 'PT Maju Bersama Plastindo';
const TRANSPORTER = 'PT Angkut Hijau Logistik';
const RECEIVER = 'PT Olah Limbah Prima';

/**
 * One of every type the library holds beside the profile documents the companies' seed uploads: a
 * permit expiring within 30 days and a transport licence that has expired, so the flags show.
 */
const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    company: CUSTOMER,
    type: 'permit',
    displayName: 'Izin TPS Limbah B3',
    record: { kind: 'company', label: CUSTOMER },
    from: -345,
    until: 20,
  },
  {
    company: CUSTOMER,
    type: 'contract',
    displayName: 'Kontrak pengelolaan limbah 2026 (ditandatangani)',
    record: { kind: 'contract', label: 'KTR-2026-0001' },
    from: -60,
    until: 305,
  },
  {
    company: CUSTOMER,
    type: 'manifest',
    displayName: 'Manifes Festronik (salinan)',
    record: { kind: 'manifest', label: 'MNF-2026-000012' },
  },
  {
    company: CUSTOMER,
    type: 'invoice',
    displayName: 'Faktur pajak (salinan pindaian)',
    record: { kind: 'invoice', label: 'INV-2026-000003' },
  },
  {
    company: CUSTOMER,
    type: 'report',
    displayName: 'Laporan neraca limbah B3 triwulan I',
    record: { kind: 'report', label: 'Triwulan I' },
  },
  {
    company: CUSTOMER,
    type: 'other',
    displayName: 'Surat kuasa penandatangan',
  },
  {
    company: TRANSPORTER,
    type: 'permit',
    displayName: 'Rekomendasi pengangkutan limbah B3',
    record: { kind: 'company', label: TRANSPORTER },
    from: -400,
    until: -5,
  },
  {
    company: TRANSPORTER,
    type: 'proofOfDelivery',
    displayName: 'Bukti serah terima (tanda tangan basah)',
    record: { kind: 'journey', label: 'JRN-2026-000001' },
  },
  {
    company: RECEIVER,
    type: 'processingCertificate',
    displayName: 'Sertifikat pengolahan limbah',
    record: { kind: 'wasteRecord', label: 'WR-2026-000001' },
  },
  {
    company: RECEIVER,
    type: 'permit',
    displayName: 'Izin pengolahan limbah B3',
    record: { kind: 'company', label: RECEIVER },
    from: -200,
    until: 12,
  },
];

/** The demo's library: documents of every type for the demo companies, uploaded by the demo admin. */
export async function demoDocuments(context: DemoContext): Promise<DemoRows> {
  const today = jakartaToday(context.now);
  const createdBy = await context.userId('admin@demo.sirkula.id');
  for (const document of DEMO_DOCUMENTS) {
    const companyId = await context.companyId(document.company);
    const day = (offset: number | undefined) => (offset === undefined ? null : addDays(today, offset));
    await createDocument(context.storage, {
      companyId,
      type: document.type,
      displayName: document.displayName,
      record: document.record && {
        kind: document.record.kind,
        id: document.record.kind === 'company' ? companyId : null,
        label: document.record.label,
      },
      validFrom: day(document.from),
      validUntil: day(document.until),
      createdBy,
      fileName: `${document.displayName}.pdf`,
      data: demoPdf([document.displayName, document.company, 'Dokumen contoh untuk data demo Sirkula.']),
      now: context.now,
    });
  }
  return { companyIds: [], userIds: [] };
}
