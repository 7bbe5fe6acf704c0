import { describe, expect, it } from 'vitest';
import { createUserInput, isSelfLockout, removesLastAdmin, updateUserInput } from './user-admin.ts';

const base = {
  name: 'Dewi Lestari',
  email: 'Dewi@Example.co.id',
  phone: '0812 3456 7890',
  userType: 'customer',
  role: 'member',
  companyId: '4b8f7a3e-3c1d-4f7e-9a55-0d2f6f4c9b11',
} as const;

describe('createUserInput', () => {
  it('normalises e-mail and phone and defaults to sending the welcome e-mail', () => {
    const user = createUserInput.parse(base);
    expect(user).toMatchObject({
      email: 'dewi@example.co.id',
      phone: '+6281234567890',
      sendWelcomeEmail: true,
    });
    expect(user.password).toBeNull();
  });

  it('needs a password when no welcome e-mail is sent', () => {
    const result = createUserInput.safeParse({ ...base, sendWelcomeEmail: false });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'users.validation.passwordOrWelcome',
    });
  });

  it('checks a given password against the password rule', () => {
    const result = createUserInput.safeParse({ ...base, password: 'short1' });
    expect(result.error?.issues[0]?.message).toBe('validation.passwordTooShort');
  });

  it('refuses a company admin without a company', () => {
    const result = createUserInput.safeParse({ ...base, role: 'admin', companyId: '' });
    expect(result.error?.issues[0]?.path).toEqual(['companyId']);
  });
});

describe('updateUserInput', () => {
  it('refuses a company admin without a company, as createUserInput does', () => {
    const result = updateUserInput.safeParse({ ...base, role: 'admin', companyId: '' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['companyId'],
      message: 'users.validation.adminNeedsCompany',
    });
    expect(updateUserInput.safeParse({ ...base, role: 'admin' }).success).toBe(true);
    expect(
      updateUserInput.safeParse({ ...base, userType: 'internal', role: 'admin', companyId: null }).success,
    ).toBe(true);
  });
});

describe('removesLastAdmin', () => {
  const company = { companyId: 'c1', userType: 'customer' } as const;
  const admin = { ...company, role: 'admin', status: 'active' } as const;
  it('refuses demoting or suspending the only active admin', () => {
    expect(removesLastAdmin(admin, { ...admin, role: 'member' }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { ...admin, status: 'suspended' }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { ...admin, status: 'deleted' }, 1)).toBe(true);
  });
  it('refuses moving the only active admin to another company or to the provider staff', () => {
    expect(removesLastAdmin(admin, { ...admin, companyId: 'c2' }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { ...admin, userType: 'internal', companyId: null }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { ...admin, companyId: 'c2' }, 2)).toBe(false);
  });
  it('allows it when another active admin remains, or when the seat is kept', () => {
    expect(removesLastAdmin(admin, { ...admin, role: 'member' }, 2)).toBe(false);
    expect(removesLastAdmin(admin, admin, 1)).toBe(false);
    expect(
      removesLastAdmin({ ...company, role: 'member', status: 'active' }, { ...admin, status: 'deleted' }, 1),
    ).toBe(false);
  });
});

describe('isSelfLockout', () => {
  it('refuses deleting or suspending oneself but not keeping oneself active', () => {
    expect(isSelfLockout('a', 'a', 'deleted')).toBe(true);
    expect(isSelfLockout('a', 'a', 'suspended')).toBe(true);
    expect(isSelfLockout('a', 'a', 'active')).toBe(false);
    expect(isSelfLockout('a', 'b', 'deleted')).toBe(false);
  });
});
