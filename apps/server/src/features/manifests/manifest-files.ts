import { manifestCsv } from '@sirkula/domain/manifests/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import type { FileAnswer, FileName } from '../../lib/file-answer.ts';
import { getBranding } from '../settings/public.ts';
import { manifestPdf } from './manifest-pdf.ts';
import { exportable } from './service.ts';

interface Named {
  journey: { number: string };
  sender: { name: string };
}

/** `manifest-JRN-2026-000123-pt-maju-bersama-plastindo`, in the reader's language. */
function baseName(language: Language, content: Named) {
  const sender = content.sender.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${translate(language, 'manifests.fileName')}-${content.journey.number}-${sender || 'sender'}`;
}

/** One sender's manifest as a PDF to print and carry, in the reader's language. */
export async function manifestPdfFile(
  db: Db,
  actor: Actor,
  ids: { id: string; senderId: string },
  language: Language,
  now: Date,
): Promise<FileAnswer> {
  const content = await exportable(db, actor, ids.id, ids.senderId);
  const branding = await getBranding(db);
  const body = await manifestPdf(content, language, { generatedAt: now, providerLine: branding.companyLine });
  return { name: `${baseName(language, content)}.pdf`, contentType: 'application/pdf', body };
}

/** One sender's manifest as CSV for data entry. */
export async function manifestCsvFile(
  db: Db,
  actor: Actor,
  ids: { id: string; senderId: string },
  language: Language,
): Promise<FileAnswer> {
  const content = await exportable(db, actor, ids.id, ids.senderId);
  return {
    name: `${baseName(language, content)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: manifestCsv(content),
  };
}

/** One sender's manifest as JSON, exactly as the screens receive it, with the name it is saved under. */
export async function manifestJson(
  db: Db,
  actor: Actor,
  ids: { id: string; senderId: string },
  language: Language,
) {
  const content = await exportable(db, actor, ids.id, ids.senderId);
  const file: FileName = {
    name: `${baseName(language, content)}.json`,
    contentType: 'application/json; charset=utf-8',
  };
  return { file, content };
}
