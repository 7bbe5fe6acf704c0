import { type CompanyDocument, isProfileComplete } from '@sirkula/domain/companies/rules';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.ts';
import { companies, type users } from '../../db/schema.ts';
import { recordCompanyFile } from '../documents/public.ts';
import { type StorageDeps, saveUpload } from '../storage/public.ts';
import { insertAccount, type NewAccount } from '../users/public.ts';
import { updateCompany } from './queries.ts';
import { DOCUMENT_ACCEPTS } from './service.ts';

export type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

export type CompanyFactoryInput = Partial<typeof companies.$inferInsert> & {
  name: string;
  kind: 'customer' | 'partner';
};

/** A company with whatever profile fields are given; completeness is derived the way the service derives it. */
export async function createCompany(db: Db, input: CompanyFactoryInput): Promise<CompanyRow> {
  const values = {
    status: 'active' as const,
    environmentalDocumentFileId: null,
    registrationFormFileId: null,
    ...input,
  };
  const [company] = await db
    .insert(companies)
    .values({ ...values, profileComplete: isProfileComplete(values) })
    .returning();
  if (!company) throw new Error('Company insert returned nothing');
  return company;
}

const hashes = new Map<string, Promise<string>>();

/**
 * An account with a password, created the way the admin screens create one. Accounts made with the same
 * password share one hash: a scrypt hash costs a tenth of a second, and the demo and test passwords are
 * no secret.
 */
export async function createUser(db: Db, input: NewAccount): Promise<UserRow> {
  let hash = hashes.get(input.password);
  if (!hash) {
    hash = hashPassword(input.password);
    hashes.set(input.password, hash);
  }
  return insertAccount(db, { ...input, passwordHash: await hash });
}

/** Stores a document the way an upload does and points the company at it, re-deriving completeness. */
export async function attachCompanyDocument(
  storage: StorageDeps,
  company: CompanyRow,
  document: CompanyDocument,
  file: { name: string; data: Buffer },
): Promise<CompanyRow> {
  const stored = await saveUpload(storage, {
    actorId: null,
    companyId: company.id,
    purpose: document,
    fileName: file.name,
    data: file.data,
    accept: DOCUMENT_ACCEPTS[document],
  });
  const column =
    document === 'environmentalDocument' ? 'environmentalDocumentFileId' : 'registrationFormFileId';
  const next = { ...company, [column]: stored.id };
  const row = await updateCompany(storage.db, company.id, {
    [column]: stored.id,
    profileComplete: isProfileComplete(next),
  });
  await recordCompanyFile(
    storage.db,
    {
      companyId: company.id,
      companyName: company.name,
      type: document,
      fileId: stored.id,
      fileName: stored.originalName,
      actorId: null,
    },
    new Date(),
  );
  return row;
}
