import { changedFields } from '@sirkula/domain/audit/rules';
import { type AccountStatus, canChangeStatus } from '@sirkula/domain/auth/account-status';
import {
  type CompanyDocument,
  type CompanyKind,
  type CompanyListFilter,
  type CompanyProfile,
  isProfileComplete,
  missingProfileFields,
  partnerRolesFor,
} from '@sirkula/domain/companies/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { recordCompanyFile } from '../documents/public.ts';
import type { ReceivedFile } from '../storage/public.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_OR_WORD_KINDS,
  removeFile,
  type StorageDeps,
  saveUpload,
  type UploadKind,
} from '../storage/public.ts';
import {
  canChangeCompanyKind,
  canChangeCompanyStatus,
  canCreateOwnCompany,
  canEditCompany,
  canManageCompanies,
  canReadCompany,
  ownCompanyKind,
} from './policy.ts';
import {
  assignUserToCompany,
  type CompanyRow,
  companyOptions,
  findCompany,
  findFileInfos,
  insertCompany,
  listCompanies,
  lockCompany,
  updateCompany,
} from './queries.ts';

const companyNotFound = () => new NotFound('companies.errors.notFound', 'COMPANY_NOT_FOUND');

/** The profile as stored, with what is missing, its uploads, and what this actor may do with it. */
async function present(db: Db, actor: Actor, row: CompanyRow) {
  const fileIds = [row.environmentalDocumentFileId, row.registrationFormFileId].filter(
    (id): id is string => id !== null,
  );
  const infos = await findFileInfos(db, fileIds);
  const info = (id: string | null) => infos.find((file) => file.id === id) ?? null;
  const { environmentalDocumentFileId, registrationFormFileId, ...profile } = row;
  return {
    ...profile,
    missingFields: missingProfileFields(row),
    environmentalDocument: info(environmentalDocumentFileId),
    registrationForm: info(registrationFormFileId),
    can: {
      edit: canEditCompany(actor, row.id) && row.status !== 'deleted',
      changeStatus: canChangeCompanyStatus(actor),
      upload: canEditCompany(actor, row.id) && row.status !== 'deleted',
    },
  };
}
export type CompanyDetail = Awaited<ReturnType<typeof present>>;

/** Looks a company up for this actor; another company's record answers exactly like a missing one. */
async function readable(db: Db, actor: Actor, id: string): Promise<CompanyRow> {
  const row = canReadCompany(actor, id) ? await findCompany(db, id) : undefined;
  if (!row) throw companyNotFound();
  return row;
}

export async function list(db: Db, actor: Actor, query: CompanyListFilter) {
  if (!canManageCompanies(actor)) throw new Forbidden();
  return { ...(await listCompanies(db, query)), page: query.page, pageSize: query.pageSize };
}

export async function options(db: Db, actor: Actor, filter: { q?: string; kind?: 'customer' | 'partner' }) {
  if (!canManageCompanies(actor)) throw new Forbidden();
  return { items: await companyOptions(db, filter) };
}

export async function get(db: Db, actor: Actor, id: string): Promise<CompanyDetail> {
  return present(db, actor, await readable(db, actor, id));
}

export async function getOwn(db: Db, actor: Actor): Promise<CompanyDetail> {
  if (!actor.companyId) throw new NotFound('companies.errors.noCompany', 'NO_COMPANY');
  return get(db, actor, actor.companyId);
}

/** Internal staff register a company directly; it starts active since the provider itself vouches for it. */
export async function create(db: Db, actor: Actor, input: CompanyProfile): Promise<CompanyDetail> {
  if (!canManageCompanies(actor)) throw new Forbidden();
  const row = await db.transaction(async (tx) => {
    const created = await insertCompany(tx, { ...withCompleteness(input, null), status: 'active' });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'company',
      entityId: created.id,
      action: 'create',
      after: input,
    });
    return created;
  });
  return present(db, actor, row);
}

/**
 * A company made from a converted partnership lead, inside the caller's transaction: active, as staff
 * vouch for it, with the profile the lead gave (the rest is completed later); audited as the actor's.
 */
export async function insertCompanyFromLead(
  tx: Db,
  actorId: string,
  input: CompanyProfile,
): Promise<CompanyRow> {
  const created = await insertCompany(tx, { ...withCompleteness(input, null), status: 'active' });
  await recordAudit(tx, { actorId, entity: 'company', entityId: created.id, action: 'create', after: input });
  return created;
}

/** A customer or partner admin without a company creates its profile; it waits for the provider's approval. */
export async function createOwn(db: Db, actor: Actor, input: CompanyProfile): Promise<CompanyDetail> {
  const kind = ownCompanyKind(actor);
  if (!kind) throw new Forbidden();
  if (actor.companyId) throw new Conflict('companies.errors.alreadyHasCompany', {}, 'ALREADY_HAS_COMPANY');
  if (!canCreateOwnCompany(actor)) throw new Forbidden();
  const profile = ofKind(input, kind);
  const row = await db.transaction(async (tx) => {
    const created = await insertCompany(tx, { ...withCompleteness(profile, null), status: 'pending' });
    await assignUserToCompany(tx, actor.id, created.id);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'company',
      entityId: created.id,
      action: 'create',
      after: profile,
    });
    return created;
  });
  return present(db, { ...actor, companyId: row.id }, row);
}

/** The profile as a company of `kind`: a customer has no partner roles, whatever was sent. */
function ofKind(profile: CompanyProfile, kind: CompanyKind): CompanyProfile {
  return { ...profile, kind, partnerRoles: partnerRolesFor(kind, profile.partnerRoles) };
}

function withCompleteness(profile: CompanyProfile, stored: CompanyRow | null) {
  const files = {
    environmentalDocumentFileId: stored?.environmentalDocumentFileId ?? null,
    registrationFormFileId: stored?.registrationFormFileId ?? null,
  };
  return { ...profile, profileComplete: isProfileComplete({ ...profile, ...files }) };
}

export async function update(
  db: Db,
  actor: Actor,
  id: string,
  input: CompanyProfile,
): Promise<CompanyDetail> {
  const before = await readable(db, actor, id);
  if (!canEditCompany(actor, id) || before.status === 'deleted') throw new Forbidden();
  if (input.kind !== before.kind && !canChangeCompanyKind(actor)) {
    throw new Invalid('companies.errors.kindLocked', { kind: 'companies.errors.kindLocked' });
  }
  const profile = ofKind(input, input.kind);
  const row = await db.transaction(async (tx) => {
    const updated = await updateCompany(tx, id, withCompleteness(profile, before));
    const change = changedFields(before, profile);
    if (change)
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'company',
        entityId: id,
        action: 'update',
        ...change,
      });
    return updated;
  });
  return present(db, actor, row);
}

export async function changeStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: AccountStatus,
): Promise<CompanyDetail> {
  const before = await readable(db, actor, id);
  if (!canChangeCompanyStatus(actor)) throw new Forbidden();
  if (!canChangeStatus(before.status, status)) {
    throw new Conflict('companies.errors.statusChange', {}, 'STATUS_CHANGE_REFUSED');
  }
  const row = await db.transaction(async (tx) => {
    const updated = await updateCompany(tx, id, { status });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'company',
      entityId: id,
      action: before.status === 'pending' && status === 'active' ? 'approve' : 'change-status',
      before: { status: before.status },
      after: { status },
    });
    return updated;
  });
  return present(db, actor, row);
}

const DOCUMENT_COLUMNS = {
  environmentalDocument: 'environmentalDocumentFileId',
  registrationForm: 'registrationFormFileId',
} as const satisfies Record<CompanyDocument, keyof CompanyRow>;

/** Environmental documents are scans or PDFs; registration forms also come back as Word files. */
export const DOCUMENT_ACCEPTS = {
  environmentalDocument: DOCUMENT_KINDS,
  registrationForm: DOCUMENT_OR_WORD_KINDS,
} as const satisfies Record<CompanyDocument, readonly UploadKind[]>;

/**
 * Stores an uploaded company document and points the profile at it, re-deriving completeness. Who may
 * upload is checked before `readUpload` reads a byte; the document it replaces stays in the document
 * library as the earlier version of the company's document.
 */
export async function uploadDocument(
  deps: { db: Db; storage: StorageDeps },
  actor: Actor,
  id: string,
  document: CompanyDocument,
  readUpload: () => Promise<ReceivedFile>,
  now: Date,
): Promise<CompanyDetail> {
  const { db, storage } = deps;
  const before = await readable(db, actor, id);
  if (!canEditCompany(actor, id) || before.status === 'deleted') throw new Forbidden();
  const upload = await readUpload();
  const stored = await saveUpload(storage, {
    actorId: actor.id,
    companyId: id,
    purpose: document,
    fileName: upload.fileName,
    data: upload.data,
    accept: DOCUMENT_ACCEPTS[document],
  });
  const column = DOCUMENT_COLUMNS[document];
  const row = await db
    .transaction(async (tx) => {
      // Read under lock, so two uploads at once each remove what they themselves replaced.
      const current = (await lockCompany(tx, id)) ?? before;
      const replaced = current[column];
      const updated = await updateCompany(tx, id, {
        [column]: stored.id,
        profileComplete: isProfileComplete({ ...current, [column]: stored.id }),
      });
      // The trail names the files as users know them, not by their storage ids.
      const old = replaced ? await findFileInfos(tx, [replaced]) : [];
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'company',
        entityId: id,
        action: 'upload',
        before: { [document]: old[0]?.name ?? null },
        after: { [document]: stored.originalName },
      });
      // The replaced file stays as the library document's earlier version.
      await recordCompanyFile(
        tx,
        {
          companyId: id,
          companyName: current.name,
          type: document,
          fileId: stored.id,
          fileName: stored.originalName,
          actorId: actor.id,
        },
        now,
      );
      return updated;
    })
    .catch(async (error: unknown) => {
      await removeFile(storage, stored.id).catch(() => undefined);
      throw error;
    });
  return present(db, actor, row);
}

/** For features that need a complete profile (pickups, contracts, billing): refuses until it is. */
export async function assertProfileComplete(db: Db, companyId: string | null): Promise<void> {
  const company = companyId ? await findCompany(db, companyId) : undefined;
  if (!company?.profileComplete) {
    throw new Forbidden('companies.errors.profileIncompleteDetail', 'COMPANY_PROFILE_INCOMPLETE');
  }
}
