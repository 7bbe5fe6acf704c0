import {
  type B3CodeChange,
  type B3CodeCreate,
  type B3CodeListFilter,
  describeB3Code,
  normaliseB3Code,
  tableFitsCode,
} from '@sirkula/domain/manifests/b3-codes';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { canChangeCodes } from './policy.ts';
import { codeEntries, codeEntry, insertCode, lockCode, searchCodes, updateCode } from './queries.ts';

const codeNotFound = () => new NotFound('manifests.codes.errors.notFound', 'B3_CODE_NOT_FOUND');

/** The code list, searched by code or name a page at a time; everyone signed in picks codes from it. */
export async function list(db: Db, actor: Actor, filter: B3CodeListFilter) {
  const page = await searchCodes(db, filter);
  return { ...page, page: filter.page, pageSize: filter.pageSize, can: { change: canChangeCodes(actor) } };
}

/** One code's entry; null for a well-formed code the list does not hold (it stays accepted). */
export async function lookUp(db: Db, typed: string) {
  const shape = describeB3Code(typed);
  if (!shape) throw codeNotFound();
  const [entry] = await codeEntries(db, [shape.code]);
  return { entry: entry ?? null };
}

const auditedFields = (entry: ReturnType<typeof codeEntry>) => ({
  nameId: entry.name.id,
  nameEn: entry.name.en,
  table: entry.table,
  characteristics: entry.characteristics,
  notes: entry.notes,
  confidence: entry.confidence,
});

/** Staff add a code the list lacks; its category follows from its letter. */
export async function create(db: Db, actor: Actor, input: B3CodeCreate, now: Date, language: Language) {
  if (!canChangeCodes(actor)) throw new Forbidden();
  const shape = describeB3Code(input.code);
  if (!shape) throw new Invalid('errors.badRequest', { code: 'manifests.codes.validation.code' });
  const stored = await db.transaction(async (tx) => {
    const row = await insertCode(tx, { ...input, category: shape.category }, actor.id, now);
    if (!row) {
      throw new Conflict(
        'manifests.codes.errors.exists',
        { code: 'manifests.codes.errors.exists' },
        'B3_CODE_EXISTS',
      );
    }
    const entry = codeEntry(row);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'b3Code',
      entityId: entry.code,
      action: 'create',
      after: { code: entry.code, category: entry.category, ...auditedFields(entry) },
    });
    return entry;
  });
  return { entry: stored, message: translate(language, 'manifests.codes.messages.created') };
}

/** Staff correct a listed code's names, table, characteristics or note; the code itself never changes. */
export async function change(
  db: Db,
  actor: Actor,
  typed: string,
  input: B3CodeChange,
  now: Date,
  language: Language,
) {
  if (!canChangeCodes(actor)) throw new Forbidden();
  const code = normaliseB3Code(typed);
  if (!tableFitsCode(code, input.table)) {
    throw new Invalid('errors.badRequest', { table: 'manifests.codes.validation.table' });
  }
  const stored = await db.transaction(async (tx) => {
    const before = await lockCode(tx, code);
    if (!before) throw codeNotFound();
    const row = await updateCode(tx, code, input, actor.id, now);
    if (!row) throw codeNotFound();
    const entry = codeEntry(row);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'b3Code',
      entityId: code,
      action: 'update',
      before: auditedFields(codeEntry(before)),
      after: auditedFields(entry),
    });
    return entry;
  });
  return { entry: stored, message: translate(language, 'manifests.codes.messages.saved') };
}
