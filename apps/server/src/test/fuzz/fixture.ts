import { KEY_SCOPES } from '@sirkula/domain/shared/contract';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import { createKey } from '../../features/integrations/public.ts';
import { createContract, createWasteRecord } from '../../features/waste/factories.ts';
import { login, type TestApp } from '../app.ts';
import { companyWithAdmin, completeCustomer, PASSWORD, signedInUser } from '../people.ts';
import type { Pools } from './json-schema.ts';
import type { Persona } from './requests.ts';

export interface Cast {
  /** Who the signed-in personas are; anonymous sends no cookie. */
  personas: Record<Exclude<Persona, 'anonymous' | 'machine'>, SignedIn>;
  /** The machine's integration key: the provider's, holding every scope. */
  machineKey: string;
  pools: Pools;
}

interface SignedIn {
  email: string;
  cookie: string;
}

async function newCustomer(app: TestApp, db: Db): Promise<SignedIn> {
  const { admin, cookie } = await completeCustomer(
    app,
    db,
    `PT Uji Acak ${Math.random().toString(36).slice(2, 7)}`,
  );
  return { email: admin.email, cookie };
}

async function newInternalAdmin(app: TestApp, db: Db): Promise<SignedIn> {
  const { user, cookie } = await signedInUser(app, db, { userType: 'internal', role: 'admin' });
  return { email: user.email, cookie };
}

/**
 * The records a fuzz run aims at: a complete customer (the customer persona) with contracts in each
 * state, its waste and documents, a partner, a spare member and an internal admin (the internal persona).
 */
export async function createCast(app: TestApp, db: Db): Promise<Cast> {
  const today = jakartaToday(new Date());
  const customer = await completeCustomer(app, db, 'PT Uji Acak');
  const internal = await signedInUser(app, db, { userType: 'internal', role: 'admin' });
  const partner = await companyWithAdmin(app, db, 'partner', 'CV Angkut Uji');
  const member = await signedInUser(app, db, {
    userType: 'customer',
    role: 'member',
    companyId: customer.company.id,
  });
  const contractFor = (status: 'draft' | 'active' | 'cancelled') =>
    createContract(db, {
      companyId: customer.company.id,
      status,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
      frequency: 'yearly',
      maxQuantityPerFrequency: 100_000,
    });
  const active = await contractFor('active');
  const contracts = [active, await contractFor('draft'), await contractFor('cancelled')];
  const waste = [
    await createWasteRecord(db, { contract: active, status: 'drafted', transactionDate: today }),
    await createWasteRecord(db, { contract: active, status: 'waiting', transactionDate: today }),
  ];
  const files = [customer.company.environmentalDocumentFileId, customer.company.registrationFormFileId];
  return {
    personas: {
      customer: { email: customer.admin.email, cookie: customer.cookie },
      internal: { email: internal.user.email, cookie: internal.cookie },
    },
    machineKey: (await createKey(db, { companyId: null, scopes: [...KEY_SCOPES], requestsPerMinute: 6_000 }))
      .key,
    pools: {
      ids: {
        companies: [customer.company.id, partner.company.id],
        users: [customer.admin.id, internal.user.id, partner.admin.id, member.user.id],
        contracts: contracts.map((contract) => contract.id),
        waste: waste.map((record) => record.id),
        files: files.filter((id): id is string => id !== null),
      },
      emails: [customer.admin.email, internal.user.email, partner.admin.email, member.user.email],
      registrationNumbers: waste.map((record) => record.registrationNumber),
    },
  };
}

async function works(app: TestApp, cookie: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/waste/pickup-rule', headers: { cookie } });
  return response.statusCode === 200;
}

async function signedInAgain(app: TestApp, email: string): Promise<string | null> {
  const cookie = await login(app, email, PASSWORD).catch(() => null);
  return cookie && (await works(app, cookie)) ? cookie : null;
}

/**
 * Valid requests may sign a persona out, suspend or delete it, or flag it for a password change: it
 * signs in again, or is replaced by a new one, so later requests still reach past the access checks.
 */
export async function keepPersonasSignedIn(app: TestApp, db: Db, cast: Cast): Promise<void> {
  const { customer, internal } = cast.personas;
  if (!(await works(app, customer.cookie))) {
    const cookie = await signedInAgain(app, customer.email);
    cast.personas.customer = cookie ? { ...customer, cookie } : await newCustomer(app, db);
  }
  if (!(await works(app, internal.cookie))) {
    const cookie = await signedInAgain(app, internal.email);
    cast.personas.internal = cookie ? { ...internal, cookie } : await newInternalAdmin(app, db);
  }
}
