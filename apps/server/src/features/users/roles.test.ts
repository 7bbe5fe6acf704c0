import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internalAdmin: Awaited<ReturnType<typeof signedInUser>>;
let internalMember: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internalAdmin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  internalMember = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sinar Jaya Kemasan');
});
afterAll(() => ctx.close());

const asInternal = (role: 'admin' | 'member') => ({
  name: 'Staf Operasional',
  phone: '',
  userType: 'internal',
  role,
  companyId: null,
});

async function roleOf(id: string) {
  const [row] = await ctx.db
    .select({ role: users.role, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe(`roles (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('refuses an internal member who makes themselves admin', async () => {
    const answer = await call(
      'PATCH',
      `/users/${internalMember.user.id}`,
      internalMember.cookie,
      asInternal('admin'),
    );
    expect(answer.statusCode).toBe(403);
    expect(await roleOf(internalMember.user.id)).toEqual({ role: 'member', userType: 'internal' });
  });

  it('keeps internal accounts for internal admins: an internal member cannot create, change, suspend or delete one', async () => {
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    const created = await call('POST', '/users', internalMember.cookie, {
      ...asInternal('admin'),
      email: 'staf.baru@sirkula.id',
      password: 'Rahasia#2026',
      sendWelcomeEmail: false,
    });
    expect(created.statusCode).toBe(403);
    const id = other.user.id;
    expect(
      (await call('PATCH', `/users/${id}`, internalMember.cookie, asInternal('member'))).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/users/${id}/status`, internalMember.cookie, { status: 'suspended' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/users/${id}`, internalMember.cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', `/users/${id}/require-password-change`, internalMember.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/users/${internalAdmin.user.id}/status`, internalMember.cookie, {
          status: 'suspended',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets an internal member look after customer accounts, but not change their roles', async () => {
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const edit = { name: 'Nama Baru', phone: '', userType: 'customer', companyId: customer.company.id };
    expect(
      (await call('PATCH', `/users/${member.user.id}`, internalMember.cookie, { ...edit, role: 'member' }))
        .statusCode,
    ).toBe(200);
    const promoted = await call('PATCH', `/users/${member.user.id}`, internalMember.cookie, {
      ...edit,
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().message).toContain('Only administrators can change roles');
    expect((await roleOf(member.user.id))?.role).toBe('member');

    const listed = await call('GET', `/users/${member.user.id}`, internalMember.cookie);
    expect(listed.json().can).toMatchObject({ edit: true, changeRole: false });
  });

  it('lets an internal admin change roles and internal accounts, and a company admin promote a colleague', async () => {
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    expect(
      (await call('PATCH', `/users/${other.user.id}`, internalAdmin.cookie, asInternal('admin'))).statusCode,
    ).toBe(200);
    expect((await roleOf(other.user.id))?.role).toBe('admin');

    const colleague = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const promoted = await call('PATCH', `/users/${colleague.user.id}`, customer.cookie, {
      name: 'Rekan Kerja',
      phone: '',
      userType: 'customer',
      role: 'admin',
      companyId: customer.company.id,
    });
    expect(promoted.statusCode).toBe(200);
  });

  it('refuses anyone who moves themselves to another user type', async () => {
    const answer = await call('PATCH', `/users/${customer.admin.id}`, customer.cookie, {
      name: customer.admin.name,
      phone: '',
      userType: 'internal',
      role: 'admin',
      companyId: null,
    });
    expect([403]).toContain(answer.statusCode);
    expect(await roleOf(customer.admin.id)).toEqual({ role: 'admin', userType: 'customer' });
  });
});
