import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads } from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { solvedCaptcha, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let now = new Date('2026-11-30T03:00:00Z');
let staffEmail: string;
let adminCookie: string;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  const admin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  staffEmail = admin.user.email;
  adminCookie = admin.cookie;
});
afterAll(() => ctx.close());

const message = (email: string, text: string, captcha: string) => ({
  name: 'Rina Susanti',
  company: 'PT Pangan Segar',
  email,
  phone: '0812 3456 0011',
  message: text,
  captcha,
});

const send = (payload: object, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/partnership/contact',
    headers: { 'accept-language': language },
    payload,
  });

const leadsOf = (email: string) =>
  ctx.db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, 'contact'), eq(leads.email, email)));

async function mailsTo(recipient: string) {
  await backgroundWorkDone(ctx.app);
  return ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
}

describe('the contact form', () => {
  it('refuses a message without a solved Security Check and stores nothing', async () => {
    const email = 'tanpa.captcha@contoh.co.id';
    const missing = await send(message(email, 'Mohon info layanan penjemputan.', ''), 'id');
    expect(missing.statusCode).toBe(400);
    const forged = await send(message(email, 'Mohon info layanan penjemputan.', 'bm90LWEtc29sdXRpb24='));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('CAPTCHA_FAILED');
    expect(await leadsOf(email)).toEqual([]);
  });

  it('stores a contact lead and tells the internal admins', async () => {
    const email = 'rina@contoh.co.id';
    const before = (await mailsTo(staffEmail)).length;
    const sent = await send(
      message(
        'Rina@Contoh.co.id',
        'Kami ingin penjemputan limbah B3 mingguan.',
        await solvedCaptcha(ctx.app),
      ),
      'id',
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Terima kasih, pesan Anda sudah kami terima.');
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Rina Susanti',
      company: 'PT Pangan Segar',
      phone: '+6281234560011',
      messages: 1,
      createdOn: '2026-11-30',
    });
    const mails = await mailsTo(staffEmail);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('Pesan kontak baru dari Rina Susanti');
  });

  it('appends a second message from the same e-mail within 30 days, and opens a new lead after', async () => {
    const email = 'budi@contoh.co.id';
    await send(message(email, 'Pesan pertama tentang kontrak.', await solvedCaptcha(ctx.app)));
    now = new Date('2026-12-20T03:00:00Z');
    await send(message(email, 'Pesan kedua: kapan bisa survei?', await solvedCaptcha(ctx.app)));
    const merged = await leadsOf(email);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.messages).toBe(2);
    expect(merged[0]?.message).toContain('Pesan pertama tentang kontrak.');
    expect(merged[0]?.message).toContain('Pesan kedua: kapan bisa survei?');
    now = new Date('2027-01-05T03:00:00Z');
    await send(message(email, 'Pesan ketiga, bulan berikutnya.', await solvedCaptcha(ctx.app)));
    expect(await leadsOf(email)).toHaveLength(2);
  });

  it('answers in the visitor language when a field is wrong', async () => {
    const wrong = await send(message('bukan-email', 'Hai', await solvedCaptcha(ctx.app)), 'id');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields).sort()).toEqual(['email', 'message']);
  });
});

describe('the public contact details', () => {
  it('answer anyone with the contact fields and holidays only, and internal admins change them', async () => {
    const details = {
      address: 'Gedung Sirkula Lt. 8, Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
      phone: '(021) 5098 7788',
      email: 'halo@sirkula.co.id',
      whatsapp: '0811 1900 7788',
      latitude: -6.22517,
      longitude: 106.80942,
      holidays: [
        { date: '2026-12-25', name: 'Hari Raya Natal' },
        { date: '2026-12-24', name: 'Cuti bersama Natal' },
      ],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/contact',
      headers: { cookie: adminCookie },
      payload: details,
    });
    expect(saved.statusCode).toBe(200);
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/contact' });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual([
      'address',
      'email',
      'holidays',
      'latitude',
      'longitude',
      'phone',
      'whatsapp',
    ]);
    expect(answer.json().holidays.map((day: { date: string }) => day.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
    ]);
    const notMobile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/contact',
      headers: { cookie: adminCookie, 'accept-language': 'id' },
      payload: { ...details, whatsapp: '021 5098 7788' },
    });
    expect(notMobile.json().fields.whatsapp).toBe('Masukkan nomor ponsel yang diawali 08 atau +628.');
  });
});

describe('the office map', () => {
  it('is a PNG anyone may fetch, cached by browsers for an hour', async () => {
    const map = await ctx.app.inject({ method: 'GET', url: '/api/v1/partnership/contact/map' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('image/png');
    expect(map.headers['cache-control']).toBe('public, max-age=3600');
    expect(map.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
