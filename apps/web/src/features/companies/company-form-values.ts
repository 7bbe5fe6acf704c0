import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import type {
  CompanyKind,
  CompanyProfileInput,
  EnvironmentalDocumentType,
  IdDocumentKind,
  LegalType,
  PartnerRole,
} from '@sirkula/domain/companies/rules';
import { formatNpwp } from '@sirkula/domain/companies/rules';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';

/** What the inputs hold: text as typed, numbers as Mantine gives them ('' when empty), selects as ''. */
export interface FormValues {
  name: string;
  kind: CompanyKind;
  partnerRoles: PartnerRole[];
  address: string;
  city: string;
  province: string;
  country: string;
  /** The site on the map; '' while none is set. */
  latitude: number | '';
  longitude: number | '';
  industry: string;
  npwp: string;
  nitku: string;
  idDocumentKind: IdDocumentKind | '';
  idDocumentNumber: string;
  nib: string;
  kbli: string;
  legalType: LegalType | '';
  legalTypeOther: string;
  picName: string;
  picEmail: string;
  picPhone: string;
  adminName: string;
  adminEmail: string;
  adminPhone: string;
  usesFestronik: boolean;
  festronikAccount: string;
  festronikRemark: string;
  transportRecommendationNumber: string;
  b3LicenceNumber: string;
  wasteAreaM2: number | '';
  employeeCount: number | '';
  mainRawMaterials: string;
  exportPercentage: number | '';
  previousYearWasteKg: number | '';
  environmentalDocumentType: EnvironmentalDocumentType | '';
}

export type TextField = {
  [K in keyof FormValues]: FormValues[K] extends string ? (string extends FormValues[K] ? K : never) : never;
}[keyof FormValues];
export type NumberField = 'wasteAreaM2' | 'employeeCount' | 'exportPercentage' | 'previousYearWasteKg';

export function fromCompany(company: CompanyDetail | null, kind: CompanyKind): FormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const num = (value: number | null | undefined) => value ?? '';
  return {
    name: text(company?.name),
    kind: company?.kind ?? kind,
    partnerRoles: company?.partnerRoles ?? [],
    address: text(company?.address),
    city: text(company?.city),
    province: text(company?.province),
    country: company ? text(company.country) : 'Indonesia',
    latitude: num(company?.latitude),
    longitude: num(company?.longitude),
    industry: text(company?.industry),
    npwp: company?.npwp ? formatNpwp(company.npwp) : '',
    nitku: text(company?.nitku),
    idDocumentKind: company?.idDocumentKind ?? '',
    idDocumentNumber: text(company?.idDocumentNumber),
    nib: text(company?.nib),
    kbli: text(company?.kbli),
    legalType: company?.legalType ?? '',
    legalTypeOther: text(company?.legalTypeOther),
    picName: text(company?.picName),
    picEmail: text(company?.picEmail),
    picPhone: text(company?.picPhone),
    adminName: text(company?.adminName),
    adminEmail: text(company?.adminEmail),
    adminPhone: text(company?.adminPhone),
    usesFestronik: company?.usesFestronik ?? false,
    festronikAccount: text(company?.festronikAccount),
    festronikRemark: text(company?.festronikRemark),
    transportRecommendationNumber: text(company?.transportRecommendationNumber),
    b3LicenceNumber: text(company?.b3LicenceNumber),
    wasteAreaM2: num(company?.wasteAreaM2),
    employeeCount: num(company?.employeeCount),
    mainRawMaterials: text(company?.mainRawMaterials),
    exportPercentage: num(company?.exportPercentage),
    previousYearWasteKg: num(company?.previousYearWasteKg),
    environmentalDocumentType: company?.environmentalDocumentType ?? '',
  };
}

/** The request body: the shared schema reads '' as "not given"; empty selects become null. */
export function toInput(values: FormValues): CompanyProfileInput {
  return {
    ...values,
    legalType: values.legalType || null,
    idDocumentKind: values.idDocumentKind || null,
    environmentalDocumentType: values.environmentalDocumentType || null,
  };
}

/** A failure with its headline from the specification's catalogue above the server's own reason. */
export function headed(error: unknown, headline: string, t: TFunction): ApiError {
  if (!(error instanceof ApiError)) return new ApiError(0, 'UNKNOWN', headline);
  const reason = error.code === 'NETWORK' ? t('errors.network') : error.message;
  return new ApiError(error.status, error.code, reason ? `${headline}\n${reason}` : headline, error.fields);
}
