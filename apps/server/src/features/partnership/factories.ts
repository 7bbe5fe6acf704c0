import type { PartnerDetails, PromotionDetails } from '@sirkula/domain/partnership/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import { insertLead, type LeadRow, type NewLead } from './queries.ts';

const unique = () => Math.random().toString(36).slice(2, 10);

export const PROMOTION_DETAILS: PromotionDetails = {
  city: 'Karawang',
  monthlyVolumeKg: 2_500,
  monthlyCost: 18_500_000,
  contractEndDate: '2026-12-31',
  hazardous: true,
  wasteCode: 'B105d',
};

export const PARTNER_DETAILS: PartnerDetails = {
  roles: ['transporter', 'collector'],
  permits: 'Rekomendasi Pengangkutan Limbah B3 No. S.245/PSLB3/2025',
  serviceArea: 'Jawa Barat, DKI Jakarta, Banten',
};

/** A lead as the public forms store it (a promotion registration unless told), for tests and seeds. */
export async function createLead(db: Db, input: Partial<NewLead> = {}, now = new Date()): Promise<LeadRow> {
  const kind = input.kind ?? 'promotion';
  return insertLead(db, {
    kind,
    name: 'Dewi Lestari',
    company: `PT Prospek ${unique()}`,
    email: `prospek-${unique()}@contoh.co.id`,
    phone: '+6281234567890',
    message: '',
    details: kind === 'promotion' ? PROMOTION_DETAILS : kind === 'partner' ? PARTNER_DETAILS : null,
    createdOn: jakartaToday(now),
    createdAt: now,
    updatedAt: now,
    ...input,
  });
}
