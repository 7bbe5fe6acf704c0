import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../auth/account-status.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import {
  COMPANY_KINDS,
  ENVIRONMENTAL_DOCUMENT_TYPES,
  ID_DOCUMENT_KINDS,
  LEGAL_TYPES,
  PARTNER_ROLES,
} from './rules.ts';

const text = z.string().nullable();
const count = z.number().nullable();

const fileInfo = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: timestamp,
});
export type FileInfo = Answer<typeof fileInfo>;

/** The answer for one company, with what the signed-in actor may do with it. */
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
  latitude: count,
  longitude: count,
  industry: text,
  npwp: text,
  nitku: text,
  idDocumentKind: z.enum(ID_DOCUMENT_KINDS).nullable(),
  idDocumentNumber: text,
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
  transportRecommendationNumber: text,
  b3LicenceNumber: text,
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
  createdAt: timestamp,
  updatedAt: timestamp,
  can: z.object({ edit: z.boolean(), changeStatus: z.boolean(), upload: z.boolean() }),
});
export type CompanyDetail = Answer<typeof companyDetail>;

const companySummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  partnerRoles: z.array(z.enum(PARTNER_ROLES)),
  city: text,
  status: z.enum(ACCOUNT_STATUSES),
  profileComplete: z.boolean(),
  createdAt: timestamp,
});
export type CompanySummary = Answer<typeof companySummary>;

export const companyPage = pageSchema(companySummary);

const companyOption = z.object({ id: z.string(), name: z.string(), kind: z.enum(COMPANY_KINDS) });

/** Companies to choose from in a picker: names only, at most a page of them. */
export const companyOptions = z.object({ items: z.array(companyOption) });
export type CompanyOptions = Answer<typeof companyOptions>;
