import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import {
  COMPANY_DOCUMENTS,
  COMPANY_KINDS,
  ENVIRONMENTAL_DOCUMENT_TYPES,
  LEGAL_TYPES,
  PARTNER_ROLES,
} from '@sirkula/domain/companies';
import { pageSchema } from '@sirkula/domain/lists';
import { z } from 'zod';

const text = z.string().nullable();
const count = z.number().nullable();

const fileInfo = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.date(),
});

/** The answer for one company; the OpenAPI description and the serializer both read it. */
export const companyDetail = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  partnerRoles: z.array(z.enum(PARTNER_ROLES)),
  status: z.enum(ACCOUNT_STATUSES),
  address: text,
  city: text,
  province: text,
  country: text,
  industry: text,
  npwp: text,
  nib: text,
  kbli: text,
  legalType: z.enum(LEGAL_TYPES).nullable(),
  legalTypeOther: text,
  picName: text,
  picEmail: text,
  picPhone: text,
  adminName: text,
  adminEmail: text,
  adminPhone: text,
  usesFestronik: z.boolean(),
  festronikAccount: text,
  festronikRemark: text,
  wasteAreaM2: count,
  employeeCount: count,
  mainRawMaterials: text,
  exportPercentage: count,
  previousYearWasteKg: count,
  environmentalDocumentType: z.enum(ENVIRONMENTAL_DOCUMENT_TYPES).nullable(),
  profileComplete: z.boolean(),
  missingFields: z.array(z.string()),
  environmentalDocument: fileInfo.nullable(),
  registrationForm: fileInfo.nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  can: z.object({ edit: z.boolean(), changeStatus: z.boolean(), upload: z.boolean() }),
});

const companySummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  partnerRoles: z.array(z.enum(PARTNER_ROLES)),
  city: text,
  status: z.enum(ACCOUNT_STATUSES),
  profileComplete: z.boolean(),
  createdAt: z.date(),
});

export const companyPage = pageSchema(companySummary);

export const companyOptions = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(COMPANY_KINDS) })),
});

export const companyParams = z.object({ id: z.uuid() });
export const documentParams = companyParams.extend({ document: z.enum(COMPANY_DOCUMENTS) });
