import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteLeadsFrom, insertLead } from './queries.ts';

/** Two visitors who wrote through the contact page this week (made-up people and addresses). */
const DEMO_LEADS = [
  {
    name: 'Rina Susanti',
    company: 'PT Pangan Segar Nusantara',
    email: 'rina.susanti@pangansegar.example.co.id',
    phone: '+6281234560011',
    message:
      'Selamat siang. Pabrik kami di Cikarang menghasilkan sekitar 3 ton limbah B3 (oli bekas dan kemasan terkontaminasi) per bulan. Apakah Sirkula melayani penjemputan rutin di kawasan Jababeka? Mohon info tarif dan jadwalnya.',
    daysAgo: 2,
  },
  {
    name: 'Budi Hartanto',
    company: null,
    email: 'budi.hartanto@example.com',
    phone: null,
    message:
      'Halo, saya pengelola gedung perkantoran di Kuningan. Kami ingin tahu apakah bisa memakai tempat sampah pintar untuk limbah non-B3 dan berapa kontrak minimalnya.',
    daysAgo: 0,
  },
] as const;

export async function demoLeads({ storage, now }: DemoContext): Promise<DemoRows> {
  const today = jakartaToday(now);
  for (const lead of DEMO_LEADS) {
    const at = new Date(now.getTime() - lead.daysAgo * 24 * 60 * 60 * 1000);
    const { daysAgo, ...fields } = lead;
    await insertLead(storage.db, {
      ...fields,
      kind: 'contact',
      createdOn: addDays(today, -daysAgo),
      createdAt: at,
      updatedAt: at,
    });
  }
  return { companyIds: [], userIds: [] };
}

export async function removeDemoLeads(db: Db): Promise<DemoRemoved> {
  await deleteLeadsFrom(
    db,
    DEMO_LEADS.map((lead) => lead.email),
  );
  return {};
}
