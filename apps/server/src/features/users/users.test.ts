import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, users } from '../../db/schema.ts';
import { apiCaller, latestLink, login, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, PASSWORD, signedInUser } from '../../test/people.ts';
import { createCompany, createUser } from '../companies/factories.ts';
import { refreshSortNames } from './queries.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let rival: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Maju Bersama Plastindo');
  rival = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Saingan Abadi');
});
afterAll(() => ctx.close());

const newUser = (email: string) => ({
  name: 'Dewi Lestari',
  email,
  phone: '0812 3456 7890',
  userType: 'customer',
  role: 'member',
  companyId: customer.company.id,
});

describe(`user administration (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates a user whose welcome e-mail carries a one-time link to choose the password', async () => {
    const email = 'dewi.welcome@majubersama.co.id';
    const created = await call('POST', '/users', internal.cookie, newUser(email));
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      email,
      phone: '+6281234567890',
      status: 'active',
      companyName: 'PT Maju Bersama Plastindo',
    });

    const link = await latestLink(ctx, email);
    expect(link.pathname).toBe('/public/auth/reset-password');
    const token = link.searchParams.get('token');
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await login(ctx.app, email, PASSWORD)).toContain('session_token');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Lain#2026x', confirmPassword: 'Lain#2026x' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('holds a user created with "force password change" until they choose a new one', async () => {
    const email = 'forced@majubersama.co.id';
    const created = await call('POST', '/users', internal.cookie, {
      ...newUser(email),
      password: PASSWORD,
      forcePasswordChange: true,
      sendWelcomeEmail: false,
    });
    expect(created.statusCode).toBe(201);
    const cookie = await login(ctx.app, email, PASSWORD);
    const held = await call('GET', '/company', cookie);
    expect(held.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('refuses a taken e-mail and a user without password nor welcome e-mail, writing nothing', async () => {
    const taken = await call('POST', '/users', internal.cookie, newUser(customer.admin.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe('Email already in use');
    const nothing = await call('POST', '/users', internal.cookie, {
      ...newUser('nobody@x.co.id'),
      sendWelcomeEmail: false,
    });
    expect(nothing.statusCode).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'nobody@x.co.id'))).toHaveLength(0);
  });

  it("shows a company admin only their company's users and keeps them out of others'", async () => {
    const listed = await call('GET', `/users?companyId=${rival.company.id}`, customer.cookie);
    expect(listed.statusCode).toBe(200);
    const companiesSeen = new Set(listed.json().items.map((user: { companyId: string }) => user.companyId));
    expect([...companiesSeen]).toEqual([customer.company.id]);
    expect((await call('GET', `/users/${rival.admin.id}`, customer.cookie)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/users/${rival.admin.id}`, customer.cookie, {
          name: 'Dibajak',
          userType: 'customer',
          role: 'member',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/users/${rival.admin.id}`, customer.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/users/${rival.admin.id}/status`, customer.cookie, { status: 'suspended' }))
        .statusCode,
    ).toBe(404);
  });

  it("places a company admin's new user in their own company and never makes internal staff", async () => {
    const created = await call('POST', '/users', customer.cookie, {
      ...newUser('gudang@majubersama.co.id'),
      companyId: rival.company.id,
      password: PASSWORD,
      sendWelcomeEmail: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user.companyId).toBe(customer.company.id);
    const internalRefused = await call('POST', '/users', customer.cookie, {
      ...newUser('palsu@majubersama.co.id'),
      userType: 'internal',
    });
    expect(internalRefused.statusCode).toBe(403);
    const raise = await call('PATCH', `/users/${created.json().user.id}`, customer.cookie, {
      name: 'Gudang',
      userType: 'internal',
      role: 'admin',
    });
    expect(raise.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.json().user.id));
    expect(row?.userType).toBe('customer');
  });

  it('keeps non-admins away from user administration', async () => {
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    expect((await call('GET', '/users', member.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/users', member.cookie, newUser('x@y.co.id'))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users' })).json().message).toBe(
      'User authentication required',
    );
  });

  it('deletes softly with the Indonesian message, and the deleted user can no longer sign in', async () => {
    const target = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const deleted = await call('DELETE', `/users/${target.user.id}`, customer.cookie, undefined, 'id');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Pengguna berhasil dihapus');
    expect((await call('GET', '/profile', target.cookie)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.status).toBe('deleted');
    const listed = await call('GET', '/users', customer.cookie);
    expect(listed.json().items.map((user: { id: string }) => user.id)).not.toContain(target.user.id);
    expect(
      (await call('DELETE', `/users/${target.user.id}`, customer.cookie, undefined, 'en')).json().message,
    ).toBe('User not found');
  });

  it('refuses deleting or suspending oneself and removing the last active admin', async () => {
    const self = await call('DELETE', `/users/${customer.admin.id}`, customer.cookie, undefined, 'id');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/^Gagal menghapus pengguna/);
    expect(
      (
        await call('POST', `/users/${customer.admin.id}/status`, customer.cookie, { status: 'suspended' })
      ).json().code,
    ).toBe('SELF_LOCKOUT');

    const lastAdmin = await call('DELETE', `/users/${rival.admin.id}`, internal.cookie);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().message).toMatch(/^Error deleting user/);
    const demote = await call('PATCH', `/users/${rival.admin.id}`, internal.cookie, {
      name: 'Admin',
      userType: 'customer',
      role: 'member',
      companyId: rival.company.id,
    });
    expect(demote.json().code).toBe('LAST_ADMIN');

    const second = await call('POST', '/users', internal.cookie, {
      ...newUser('admin2@saingan.co.id'),
      role: 'admin',
      companyId: rival.company.id,
      password: PASSWORD,
      sendWelcomeEmail: false,
    });
    expect(second.statusCode).toBe(201);
    const nowAllowed = await call('PATCH', `/users/${rival.admin.id}`, internal.cookie, {
      name: 'Admin Lama',
      userType: 'customer',
      role: 'member',
      companyId: rival.company.id,
    });
    expect(nowAllowed.json()).toMatchObject({ role: 'member', name: 'Admin Lama' });
  });

  it("refuses moving a company's last admin to another company, but not one of two", async () => {
    const leaving = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Ditinggal Admin');
    const move = {
      name: 'Admin Pindah',
      userType: 'customer',
      role: 'admin',
      companyId: customer.company.id,
    };
    const refused = await call('PATCH', `/users/${leaving.admin.id}`, internal.cookie, move);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LAST_ADMIN');
    const toStaff = await call('PATCH', `/users/${leaving.admin.id}`, internal.cookie, {
      ...move,
      userType: 'internal',
      companyId: null,
    });
    expect(toStaff.json().code).toBe('LAST_ADMIN');
    const [unmoved] = await ctx.db.select().from(users).where(eq(users.id, leaving.admin.id));
    expect(unmoved).toMatchObject({ companyId: leaving.company.id, userType: 'customer' });

    await createUser(ctx.db, {
      name: 'Admin Kedua',
      email: `admin2.${leaving.company.id}@example.co.id`,
      password: PASSWORD,
      userType: 'customer',
      role: 'admin',
      companyId: leaving.company.id,
    });
    const moved = await call('PATCH', `/users/${leaving.admin.id}`, internal.cookie, move);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ companyId: customer.company.id, role: 'admin' });
  });

  it('lets only one of two simultaneous demotions of the last two admins through', async () => {
    const pair = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Dua Admin');
    const other = await createUser(ctx.db, {
      name: 'Admin Lain',
      email: `admin.lain.${pair.company.id}@example.co.id`,
      password: PASSWORD,
      userType: 'customer',
      role: 'admin',
      companyId: pair.company.id,
    });
    const demote = (id: string) =>
      call('PATCH', `/users/${id}`, internal.cookie, {
        name: 'Turun Jabatan',
        userType: 'customer',
        role: 'member',
        companyId: pair.company.id,
      });
    const answers = await Promise.all([demote(pair.admin.id), demote(other.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const admins = await ctx.db.select().from(users).where(eq(users.companyId, pair.company.id));
    expect(admins.filter((user) => user.role === 'admin')).toHaveLength(1);
  });

  it('refuses making a customer user an admin without a company', async () => {
    const refused = await call('PATCH', `/users/${customer.admin.id}`, internal.cookie, {
      name: 'Admin',
      userType: 'customer',
      role: 'admin',
      companyId: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['companyId']);
  });

  it('tells internal staff, and only them, that they may require a password change', async () => {
    const target = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const asStaff = await call('GET', `/users/${target.user.id}`, internal.cookie);
    expect(asStaff.json().can).toEqual({
      edit: true,
      changeRole: true,
      delete: true,
      changeStatus: true,
      requirePasswordChange: true,
    });
    const asAdmin = await call('GET', `/users/${target.user.id}`, customer.cookie);
    expect(asAdmin.json().can.requirePasswordChange).toBe(false);
    await call('DELETE', `/users/${target.user.id}`, internal.cookie);
    const deleted = await call('GET', `/users/${target.user.id}`, internal.cookie);
    expect(deleted.json().can).toEqual({
      edit: false,
      changeRole: false,
      delete: false,
      changeStatus: false,
      requirePasswordChange: false,
    });
  });

  it('writes every change to the audit trail with before and after', async () => {
    const target = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    await call('PATCH', `/users/${target.user.id}`, internal.cookie, {
      name: 'Nama Baru',
      phone: '0812 1111 2222',
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    await call('POST', `/users/${target.user.id}/status`, internal.cookie, { status: 'suspended' });
    const trail = await call('GET', `/audit?entity=user&entityId=${target.user.id}`, internal.cookie);
    expect(trail.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'change-status',
      'update',
    ]);
    expect(trail.json().items[1]).toMatchObject({
      before: { name: 'Pengguna Uji', phone: null },
      after: { name: 'Nama Baru', phone: '+6281211112222' },
    });
    expect(
      (await call('GET', `/audit?entity=user&entityId=${target.user.id}`, customer.cookie)).statusCode,
    ).toBe(403);
  });

  it('filters and pages the list on the server', async () => {
    const page = await call(
      'GET',
      '/users?userType=customer&role=admin&pageSize=1&sort=email&order=desc',
      internal.cookie,
    );
    expect(page.json()).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.json().total).toBeGreaterThanOrEqual(2);
    expect(page.json().items[0]).toMatchObject({ userType: 'customer', role: 'admin' });
    const search = await call('GET', '/users?q=saingan', internal.cookie);
    expect(search.json().items.every((user: { email: string }) => user.email.includes('saingan'))).toBe(true);
  });

  it('sorts the list by name ignoring titles before it and degrees after it, also after a rename', async () => {
    const clinic = await createCompany(ctx.db, { name: 'Klinik Urutan Nama', kind: 'customer' });
    const names = ['Hj. Citra Lestari, S.E.', 'Budi Hartono', 'Dedi Kurniawan', 'dr. Andi Wijaya, Sp.PD.'];
    const created = [];
    for (const [index, name] of names.entries()) {
      created.push(
        await createUser(ctx.db, {
          name,
          email: `urut${index}@kliniknama.co.id`,
          password: PASSWORD,
          userType: 'customer',
          companyId: clinic.id,
        }),
      );
    }
    const listed = async (order: string) => {
      const page = await call(
        'GET',
        `/users?companyId=${clinic.id}&sort=name&order=${order}`,
        internal.cookie,
      );
      return page.json().items.map((user: { name: string }) => user.name);
    };
    expect(await listed('asc')).toEqual([
      'dr. Andi Wijaya, Sp.PD.',
      'Budi Hartono',
      'Hj. Citra Lestari, S.E.',
      'Dedi Kurniawan',
    ]);

    const budi = created[1];
    const renamed = await call('PATCH', `/users/${budi?.id}`, internal.cookie, {
      name: 'Prof. Dr. Ir. Zainal Abidin',
      phone: null,
      userType: 'customer',
      role: 'member',
      companyId: clinic.id,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await listed('desc')).toEqual([
      'Prof. Dr. Ir. Zainal Abidin',
      'Dedi Kurniawan',
      'Hj. Citra Lestari, S.E.',
      'dr. Andi Wijaya, Sp.PD.',
    ]);
  });

  it('re-derives sort keys stored before the rule knew a title, when the database is migrated', async () => {
    const account = await createUser(ctx.db, {
      name: 'drg. Melati Putri',
      email: 'melati@kliniknama.co.id',
      password: PASSWORD,
      userType: 'internal',
    });
    // What migration 0005 stores for existing accounts until the domain rule runs, on an install that
    // has not yet seen this version of the rule.
    await ctx.db.update(users).set({ sortName: 'drg. melati putri' }).where(eq(users.id, account.id));
    await ctx.db.delete(settings).where(eq(settings.key, 'usersSortNameVersion'));
    await refreshSortNames(ctx.db);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.sortName).toBe('melati putri');
  });
});
