import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { CompanyRow } from '../../features/companies/factories.ts';
import type { ContractRow } from '../../features/waste/factories.ts';
import { PASSWORD } from '../people.ts';
import { pickupDate, type User, uniqueEmail } from './world.ts';

/** Valid bodies, so a missing authorisation check is not hidden behind a 400 for a bad one. */

const today = () => jakartaToday(new Date());

export function pickupRequest(contract: ContractRow, quantity = 120) {
  return {
    contractId: contract.id,
    type: 'b3',
    subType: 'generalIndustry',
    wasteCode: 'B105d',
    quantity,
    pickupAddress: 'Jl. Industri Raya No. 12, Bekasi',
    packaging: 'drum',
    generatedOn: addDays(today(), -1),
    requestedPickupDate: pickupDate(),
    timeWindow: 'morning',
    acknowledged: true,
  };
}

export function contractBody(company: CompanyRow, pricePerUnit = 5_000) {
  return {
    companyId: company.id,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 335),
    unit: 'kg',
    pricePerUnit,
    frequency: 'weekly',
    frequencyInterval: 1,
    pricePerFrequency: 0,
    maxQuantityPerFrequency: 1_000,
    paymentTiming: 'arrears',
    paymentTerm: 'net30',
    paymentCycle: 'monthly',
    ppnRate: 12,
    wasteTypes: ['b3', 'nonB3'],
  };
}

/** The company's stored profile with its person in charge renamed; its name and kind stay. */
export function profileBody(company: CompanyRow) {
  return {
    name: company.name,
    kind: company.kind,
    partnerRoles: company.partnerRoles,
    address: company.address,
    city: company.city,
    province: company.province,
    country: company.country,
    industry: company.industry,
    npwp: company.npwp,
    nib: company.nib,
    legalType: company.legalType,
    picName: 'Sari Wulandari',
    picEmail: company.picEmail,
    picPhone: company.picPhone,
    environmentalDocumentType: company.environmentalDocumentType,
  };
}

export function newProfile(name: string, kind: CompanyRow['kind']) {
  return { name, kind, partnerRoles: kind === 'partner' ? ['transporter'] : [], city: 'Bekasi' };
}

export function newUser(placement: Pick<User, 'userType' | 'role' | 'companyId'>) {
  return {
    name: 'Akun Baru Matriks',
    email: uniqueEmail('baru'),
    ...placement,
    password: PASSWORD,
    sendWelcomeEmail: false,
  };
}

/** An account's editable fields as stored, with `changes` on top. */
export function userChanges(
  user: User,
  changes: Partial<Pick<User, 'name' | 'role' | 'userType' | 'companyId'>>,
) {
  return {
    name: user.name,
    phone: user.phone,
    userType: user.userType,
    role: user.role,
    companyId: user.companyId,
    ...changes,
  };
}
