import { companyProfileInput } from '@sirkula/domain/companies/rules';
import { promotionDraft } from '@sirkula/domain/partnership/promotion';
import type {
  LeadKind,
  LeadStatus,
  PartnerDetails,
  PromotionDetails,
} from '@sirkula/domain/partnership/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDateTime } from '@sirkula/domain/shared/format';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import {
  DEMO_CUSTOMER,
  DEMO_LEAD_COMPANY,
  DEMO_PARTNER,
  insertCompanyFromLead,
} from '../companies/public.ts';
import { insertDraft } from '../contracts/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteLeadsFrom, insertLead } from './queries.ts';

interface DemoLead {
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  details?: PromotionDetails | PartnerDetails;
  notes?: string;
  daysAgo: number;
  /** A converted lead: the company it became ('new' makes it, with a draft promotion contract). */
  linked?: 'new' | 'customer' | 'partner';
}

const promotion = (
  city: string,
  monthlyVolumeKg: number,
  monthlyCost: number,
  contractEndDate: string,
  wasteCode: string,
  hazardous = true,
): PromotionDetails => ({ city, monthlyVolumeKg, monthlyCost, contractEndDate, hazardous, wasteCode });

/** Made-up visitors, producers and partners with leads in every status of every kind. */
const DEMO_LEADS: DemoLead[] = [
  {
    kind: 'contact',
    status: 'new',
    name: 'Rina Susanti',
    company: 'PT Pangan Segar Nusantara',
    email: 'rina.susanti@pangansegar.example.co.id',
    phone: '+6281234560011',
    message:
      'Selamat siang. Pabrik kami di Cikarang menghasilkan sekitar 3 ton limbah B3 (oli bekas dan kemasan terkontaminasi) per bulan. Apakah Sirkula melayani penjemputan rutin di kawasan Jababeka? Mohon info tarif dan jadwalnya.',
    daysAgo: 2,
  },
  {
    kind: 'contact',
    status: 'new',
    name: 'Budi Hartanto',
    company: null,
    email: 'budi.hartanto@example.com',
    phone: null,
    message:
      'Halo, saya pengelola gedung perkantoran di Kuningan. Kami ingin tahu apakah bisa memakai tempat sampah pintar untuk limbah non-B3 dan berapa kontrak minimalnya.',
    daysAgo: 0,
  },
  {
    kind: 'contact',
    status: 'contacted',
    name: 'Sri Wahyuni',
    company: 'Klinik Pratama Sehat Sentosa',
    email: 'sri.wahyuni@sehatsentosa.example.co.id',
    phone: '+6282134567701',
    message:
      'Kami klinik kecil di Depok. Apakah melayani limbah medis dalam jumlah sedikit (sekitar 40 kg per bulan)?',
    notes: 'Sudah ditelepon, minta brosur layanan limbah medis.',
    daysAgo: 6,
  },
  {
    kind: 'contact',
    status: 'qualified',
    name: 'Hendra Gunawan',
    company: 'CV Logam Presisi Mandiri',
    email: 'hendra@logampresisi.example.co.id',
    phone: '+6281311223344',
    message:
      'Bengkel bubut kami di Tangerang menghasilkan geram logam berminyak dan oli bekas. Mohon penawaran.',
    notes: 'Volume cukup (± 1,2 ton/bulan). Siapkan penawaran.',
    daysAgo: 9,
  },
  {
    kind: 'contact',
    status: 'converted',
    name: 'Andi Wijaya',
    company: DEMO_CUSTOMER.name,
    email: 'andi.wijaya@majubersama.example.co.id',
    phone: '+6281298001122',
    message: 'Kami ingin menambah penjemputan limbah plastik bekas produksi di pabrik kedua.',
    notes: 'Pelanggan lama; dihubungkan ke profil perusahaannya.',
    daysAgo: 20,
    linked: 'customer',
  },
  {
    kind: 'contact',
    status: 'declined',
    name: 'Yusuf Maulana',
    company: null,
    email: 'yusuf.maulana@example.com',
    phone: null,
    message: 'Apakah bisa jemput satu kasur bekas di rumah saya di Bogor?',
    notes: 'Bukan limbah industri; diarahkan ke layanan kebersihan kota.',
    daysAgo: 12,
  },
  {
    kind: 'promotion',
    status: 'new',
    name: 'Dewi Lestari',
    company: 'PT Kimia Jaya Abadi',
    email: 'dewi.lestari@kimiajaya.example.co.id',
    phone: '+6281234567890',
    message: 'Kontrak kami dengan penyedia sekarang berakhir Maret. Mohon dihubungi.',
    details: promotion('Karawang', 2_500, 18_500_000, '2027-03-31', 'B105d'),
    daysAgo: 1,
  },
  {
    kind: 'promotion',
    status: 'contacted',
    name: 'Agus Setiawan',
    company: 'PT Tekstil Nusantara Indah',
    email: 'agus.setiawan@tekstilnusantara.example.co.id',
    phone: '+6285712345678',
    message: '',
    details: promotion('Bandung', 4_200, 26_000_000, '2027-01-31', 'B107d'),
    notes: 'Ditelepon; minta jadwal survei ke pabrik.',
    daysAgo: 5,
  },
  {
    kind: 'promotion',
    status: 'qualified',
    name: 'Lina Marlina',
    company: 'PT Sinar Kemasan Surabaya',
    email: 'lina.marlina@sinarkemasan.example.co.id',
    phone: '+6281330987654',
    message: 'Limbah kami sisa kemasan karton dan plastik, bukan B3.',
    details: promotion('Surabaya', 8_000, 12_000_000, '2026-12-31', 'Sisa kemasan karton dan plastik', false),
    notes: 'Survei selesai; siap dikonversi.',
    daysAgo: 8,
  },
  {
    kind: 'promotion',
    status: 'converted',
    name: 'Rudi Hermawan',
    company: DEMO_LEAD_COMPANY,
    email: 'rudi.hermawan@farmasisehat.example.co.id',
    phone: '+6281277788899',
    message: 'Kami tertarik dengan promosi gratis angkut satu bulan.',
    details: promotion('Semarang', 1_800, 15_500_000, '2026-12-31', 'A337-1'),
    notes: 'Disetujui; draf kontrak 12 bulan dengan promosi dibuat.',
    daysAgo: 15,
    linked: 'new',
  },
  {
    kind: 'promotion',
    status: 'declined',
    name: 'Maya Sari',
    company: 'UD Berkah Plastik',
    email: 'maya.sari@berkahplastik.example.co.id',
    phone: '+6289876543210',
    message: '',
    details: promotion('Medan', 150, 900_000, '2027-06-30', 'Potongan plastik', false),
    notes: 'Hanya ingin kontrak 3 bulan; promosi perlu minimal 12 bulan.',
    daysAgo: 18,
  },
  {
    kind: 'partner',
    status: 'new',
    name: 'Bambang Sutrisno',
    company: 'PT Armada Limbah Jawa Timur',
    email: 'bambang@armadalimbah.example.co.id',
    phone: '+6281234509876',
    message: '',
    details: {
      roles: ['transporter'],
      permits:
        'Rekomendasi Pengangkutan Limbah B3 No. S.312/PSLB3/PLB3/2025\nIzin Angkutan Barang Khusus No. 551/1234/2024',
      serviceArea: 'Jawa Timur, Bali',
    },
    daysAgo: 1,
  },
  {
    kind: 'partner',
    status: 'contacted',
    name: 'Fitri Handayani',
    company: 'CV Pengumpul Oli Sejahtera',
    email: 'fitri@olisejahtera.example.co.id',
    phone: '+6282245678901',
    message: 'Kami pengumpul oli bekas berizin di Semarang.',
    details: {
      roles: ['collector'],
      permits: 'Izin Pengumpulan Limbah B3 No. 660/45/2024',
      serviceArea: 'Jawa Tengah, DI Yogyakarta',
    },
    notes: 'Minta salinan izin untuk diperiksa.',
    daysAgo: 4,
  },
  {
    kind: 'partner',
    status: 'qualified',
    name: 'Joko Prasetyo',
    company: 'PT Olah Limbah Nusantara',
    email: 'joko.prasetyo@olahlimbah.example.co.id',
    phone: '+6281122334455',
    message: '',
    details: {
      roles: ['processor', 'collector'],
      permits: 'Izin Pengolahan Limbah B3 (Persetujuan Teknis) No. SK.87/2025',
      serviceArea: 'Jawa Barat, Banten',
    },
    notes: 'Izin lengkap; tunggu kunjungan lokasi.',
    daysAgo: 7,
  },
  {
    kind: 'partner',
    status: 'converted',
    name: 'Slamet Riyadi',
    company: DEMO_PARTNER.name,
    email: 'slamet.riyadi@angkuthijau.example.co.id',
    phone: '+6281399887766',
    message: 'Kami ingin menambah armada untuk rute Bekasi–Karawang.',
    details: {
      roles: ['transporter'],
      permits: 'Rekomendasi Pengangkutan Limbah B3 No. S.245/PSLB3/2025',
      serviceArea: 'DKI Jakarta, Jawa Barat',
    },
    notes: 'Sudah mitra; dihubungkan ke profilnya.',
    daysAgo: 25,
    linked: 'partner',
  },
  {
    kind: 'partner',
    status: 'declined',
    name: 'Rahmat Hidayat',
    company: 'CV Angkut Cepat',
    email: 'rahmat@angkutcepat.example.co.id',
    phone: '+6281566778899',
    message: '',
    details: { roles: ['transporter'], permits: 'Belum ada', serviceArea: 'Makassar' },
    notes: 'Belum memiliki rekomendasi pengangkutan limbah B3.',
    daysAgo: 14,
  },
];

/**
 * Leads in every status of every kind, and one converted promotion lead whose company was made from it
 * with a draft contract carrying the promotion.
 */
export async function demoLeads({ storage, now, companyId, userId }: DemoContext): Promise<DemoRows> {
  const db = storage.db;
  const today = jakartaToday(now);
  const actorId = (await userId('admin@demo.sirkula.id')) ?? 'demo';
  const companyIds: string[] = [];
  for (const { daysAgo, linked, details, notes, ...fields } of DEMO_LEADS) {
    const at = new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
    let linkedId: string | null = null;
    if (linked === 'customer') linkedId = await companyId(DEMO_CUSTOMER.name);
    if (linked === 'partner') linkedId = await companyId(DEMO_PARTNER.name);
    if (linked === 'new') {
      const profile = companyProfileInput.parse({
        name: fields.company,
        kind: 'customer',
        city: (details as PromotionDetails).city,
        picName: fields.name,
        picEmail: fields.email,
        picPhone: fields.phone,
      });
      linkedId = (await insertCompanyFromLead(db, actorId, profile)).id;
      companyIds.push(linkedId);
      await insertDraft(db, actorId, promotionDraft(details as PromotionDetails, linkedId, today), now);
    }
    await insertLead(db, {
      ...fields,
      details: details ?? null,
      notes: notes ? `— ${formatDateTime(at, 'id')} · Admin Demo\n${notes}` : null,
      companyId: linkedId,
      createdOn: addDays(today, -daysAgo),
      createdAt: at,
      updatedAt: at,
    });
  }
  return { companyIds, userIds: [] };
}

export async function removeDemoLeads(db: Db): Promise<DemoRemoved> {
  await deleteLeadsFrom(
    db,
    DEMO_LEADS.map((lead) => lead.email),
  );
  return {};
}
