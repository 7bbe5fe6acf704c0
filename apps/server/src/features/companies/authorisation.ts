import { randomUUID } from 'node:crypto';
import { newProfile, profileBody } from '../../test/authorisation-matrix/bodies.ts';
import {
  COMPANY_ADMINS,
  COMPANY_ADMINS_OWN,
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  type RouteExpectations,
  SIGNED_IN,
} from '../../test/authorisation-matrix/rules.ts';
import { pdfFile } from '../storage/public.ts';

const freshName = () => `PT Matriks Baru ${randomUUID().slice(0, 8)}`;

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/companies': [
    {
      does: 'list all companies',
      who: INTERNAL_ONLY,
      why: 'the list of every customer and partner is the provider’s',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/companies': [
    {
      does: 'register a company directly',
      who: INTERNAL_ONLY,
      why: 'only staff register a company without the sign-up and approval path',
      scope: 'none',
      request: async () => ({ payload: newProfile(freshName(), 'customer') }),
    },
  ],
  'GET /api/v1/companies/options': [
    {
      does: 'list company names for a picker',
      who: INTERNAL_ONLY,
      why: 'the names of every customer and partner are the provider’s',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/companies/{id}': [
    {
      does: "read the target company's profile",
      who: COMPANY_USERS_OWN,
      why: "every user reads their own company's profile; another company's answers like a missing one",
      request: async ({ target }) => ({ params: { id: target.company.id } }),
    },
  ],
  'PATCH /api/v1/companies/{id}': [
    {
      does: "change the target company's profile",
      who: COMPANY_ADMINS_OWN,
      why: "a company's admins keep its profile; members read it; staff keep every profile",
      request: async ({ target }) => ({
        params: { id: target.company.id },
        payload: profileBody(target.company),
      }),
    },
  ],
  'POST /api/v1/companies/{id}/status': [
    {
      does: 'approve a pending company (its own: a move the rules refuse anyway, so a hole cannot lock it out)',
      who: INTERNAL_ONLY,
      why: 'approving, suspending or deleting a company is the provider’s decision',
      request: async ({ fresh, side, target }) => {
        const company = side === 'own' ? target.company : await fresh.company(target.company.kind);
        return { params: { id: company.id }, payload: { status: 'active' } };
      },
    },
  ],
  'PUT /api/v1/companies/{id}/documents/{document}': [
    {
      does: "upload the target company's environmental document",
      who: COMPANY_ADMINS_OWN,
      why: "a company's admins upload its documents; staff upload for any company",
      request: async ({ target }) => ({
        params: { id: target.company.id, document: 'environmentalDocument' },
        upload: { fileName: 'amdal.pdf', data: pdfFile() },
      }),
    },
  ],
  'GET /api/v1/company': [
    {
      does: 'read its own company',
      who: { ...SIGNED_IN, internalMember: 'refused', internalAdmin: 'refused' },
      why: 'a company user reads the company they belong to; staff belong to none (404)',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/company': [
    {
      does: 'create the company profile of an account without a company',
      who: COMPANY_ADMINS,
      why: 'a customer or partner admin without a company creates its profile; members and staff do not',
      actor: 'companyless',
      scope: 'none',
      request: async ({ self }) => ({
        payload: newProfile(freshName(), self?.userType === 'partner' ? 'partner' : 'customer'),
      }),
    },
  ],
};
