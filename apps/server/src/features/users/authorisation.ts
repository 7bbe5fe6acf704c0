import { newUser, userChanges } from '../../test/authorisation-matrix/bodies.ts';
import {
  COMPANY_ADMINS,
  COMPANY_ADMINS_OWN,
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  type MatrixCase,
  type RequestContext,
  type RouteExpectations,
  SIGNED_IN,
} from '../../test/authorisation-matrix/rules.ts';
import { castOf, type User } from '../../test/authorisation-matrix/world.ts';
import { findUserSummary } from './queries.ts';

const ADMINS_MANAGE_ROLES = { ...COMPANY_ADMINS_OWN, internalMember: 'refused' } as const;

function selfOf(self: User | null): User {
  if (!self) throw new Error('This case needs an account to act as');
  return self;
}

const memberOfTarget = async ({ fresh, target }: RequestContext) => ({ id: (await fresh.member(target)).id });

/** The same action on another internal user: only internal admins may. */
function onAnotherInternalUser(action: string, payload?: (user: User) => object): MatrixCase {
  return {
    does: `${action} another internal user`,
    who: INTERNAL_ADMINS,
    why: 'staff accounts are managed by internal admins only',
    scope: 'none',
    request: async ({ fresh }) => {
      const user = await fresh.internal('member');
      return { params: { id: user.id }, ...(payload && { payload: payload(user) }) };
    },
  };
}

/** A company admin's change of type is ignored (the account stays in their company); an internal admin's is kept. */
async function typeKeptUnlessInternalAdmin(
  context: RequestContext,
  request: { params?: Record<string, string> },
) {
  const stored = await findUserSummary(context.world.db, request.params?.id ?? '');
  const internalAdmin = context.self?.userType === 'internal' && context.self.role === 'admin';
  const expected = internalAdmin ? otherKind(context.target.company.kind) : context.target.company.kind;
  return stored?.userType === expected
    ? undefined
    : `the account's type is ${stored?.userType}, expected ${expected}`;
}

const otherKind = (kind: 'customer' | 'partner') => (kind === 'customer' ? 'partner' : 'customer');

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/profile': [
    {
      does: 'read its own profile',
      who: SIGNED_IN,
      why: 'everyone reads their own profile',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PATCH /api/v1/profile': [
    {
      does: 'change its own name and phone',
      who: SIGNED_IN,
      why: 'everyone keeps their own name and phone up to date',
      scope: 'none',
      request: async () => ({ payload: { name: 'Nama Profil Baru', phone: '0812 1111 2222' } }),
    },
    {
      does: 'slip a role, a type and a company into its profile change',
      who: SIGNED_IN,
      why: 'the profile holds name and phone only; anything else sent with them is ignored',
      actor: 'fresh',
      scope: 'none',
      request: async ({ world }) => ({
        payload: {
          name: 'Nama Profil Baru',
          phone: '0812 1111 2222',
          role: 'admin',
          userType: 'internal',
          companyId: world.casts.B.company.id,
        },
      }),
      stored: async ({ world, self }) => {
        const stored = self && (await findUserSummary(world.db, self.id));
        const kept =
          stored &&
          stored.role === self.role &&
          stored.userType === self.userType &&
          stored.companyId === self.companyId;
        return !self || kept ? undefined : `the profile change also changed ${JSON.stringify(stored)}`;
      },
    },
  ],
  'GET /api/v1/users': [
    {
      does: "list the target company's accounts",
      who: COMPANY_ADMINS_OWN,
      why: 'a company admin lists only their own company, whatever the filter says; members have no user admin',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/users': [
    {
      does: 'create a member in the target company',
      who: COMPANY_ADMINS_OWN,
      why: "a company admin's new account is placed in their own company, whatever the body names",
      others: 'narrowed',
      request: async ({ target }) => ({
        payload: newUser({ userType: target.company.kind, role: 'member', companyId: target.company.id }),
      }),
    },
    {
      does: 'create an internal admin',
      who: INTERNAL_ADMINS,
      why: 'nobody below internal admin creates an account with more rights than their own',
      scope: 'none',
      request: async () => ({ payload: newUser({ userType: 'internal', role: 'admin', companyId: null }) }),
    },
  ],
  'GET /api/v1/users/{id}': [
    {
      does: 'read a member of the target company',
      who: COMPANY_ADMINS_OWN,
      why: "another company's account answers like one that does not exist",
      request: async ({ target }) => ({ params: { id: target.member.id } }),
    },
    {
      does: 'read an internal user',
      who: INTERNAL_ONLY,
      why: 'staff accounts are not for customers and partners to see',
      scope: 'none',
      request: async ({ world }) => ({ params: { id: world.personas.internalAdmin.user?.id ?? '' } }),
    },
  ],
  'PATCH /api/v1/users/{id}': [
    {
      does: 'rename a member of the target company',
      who: COMPANY_ADMINS_OWN,
      why: 'company admins edit their own accounts; staff edit every company account',
      request: async ({ fresh, target }) => {
        const member = await fresh.member(target);
        return { params: { id: member.id }, payload: userChanges(member, { name: 'Nama Diubah' }) };
      },
    },
    {
      does: 'promote a member of the target company to admin',
      who: ADMINS_MANAGE_ROLES,
      why: 'a company admin sets roles in their own company; among staff only internal admins change roles',
      request: async ({ fresh, target }) => {
        const member = await fresh.member(target);
        return { params: { id: member.id }, payload: userChanges(member, { role: 'admin' }) };
      },
    },
    {
      does: 'change the type of a member of the target company',
      who: ADMINS_MANAGE_ROLES,
      why: 'only internal admins move an account to the other side; a company admin cannot move one out of their company',
      request: async ({ fresh, target, world }) => {
        const member = await fresh.member(target);
        const destination = target.company.kind === 'customer' ? world.casts.P : world.casts.A;
        return {
          params: { id: member.id },
          payload: userChanges(member, {
            userType: destination.company.kind,
            companyId: destination.company.id,
          }),
        };
      },
      stored: typeKeptUnlessInternalAdmin,
    },
    {
      does: 'move a member of its own company into the target company',
      who: COMPANY_ADMINS_OWN,
      why: "a company admin's accounts stay in their company whatever the body names; staff may move them",
      others: 'narrowed',
      request: async ({ fresh, self, target, world }) => {
        const member = await fresh.member(castOf(world, self?.companyId) ?? world.casts.A);
        const move = { userType: target.company.kind, companyId: target.company.id };
        return { params: { id: member.id }, payload: userChanges(member, move) };
      },
      stored: async ({ world, self, target }, request) => {
        const stored = await findUserSummary(world.db, request.params?.id ?? '');
        const expected = self?.userType === 'internal' ? target.company.id : self?.companyId;
        return stored?.companyId === expected ? undefined : `the account is in ${stored?.companyName}`;
      },
    },
    onAnotherInternalUser('rename', (user) => userChanges(user, { name: 'Nama Diubah' })),
    {
      does: 'raise its own role to admin',
      who: { ...COMPANY_ADMINS, internalAdmin: 'allowed' },
      why: 'nobody raises their own privileges (for admins the call changes nothing)',
      actor: 'fresh',
      scope: 'none',
      request: async ({ self }) => ({
        params: { id: selfOf(self).id },
        payload: userChanges(selfOf(self), { role: 'admin' }),
      }),
    },
    {
      does: 'make itself an internal admin',
      who: INTERNAL_ADMINS,
      why: 'nobody raises their own privileges; a company user never becomes staff on their own',
      actor: 'fresh',
      scope: 'none',
      request: async ({ self }) => ({
        params: { id: selfOf(self).id },
        payload: userChanges(selfOf(self), { userType: 'internal', role: 'admin', companyId: null }),
      }),
    },
  ],
  'DELETE /api/v1/users/{id}': [
    {
      does: 'delete a member of the target company',
      who: COMPANY_ADMINS_OWN,
      why: 'company admins remove their own accounts; staff any company account',
      request: async (context) => ({ params: await memberOfTarget(context) }),
    },
    onAnotherInternalUser('delete'),
  ],
  'POST /api/v1/users/{id}/status': [
    {
      does: 'suspend a member of the target company',
      who: COMPANY_ADMINS_OWN,
      why: 'company admins suspend their own accounts; staff any company account',
      request: async (context) => ({
        params: await memberOfTarget(context),
        payload: { status: 'suspended' },
      }),
    },
    onAnotherInternalUser('suspend', () => ({ status: 'suspended' })),
  ],
  'POST /api/v1/users/{id}/require-password-change': [
    {
      does: 'require a member of the target company to choose a new password',
      who: INTERNAL_ONLY,
      why: 'forcing a password change is the provider staff’s tool',
      request: async (context) => ({ params: await memberOfTarget(context) }),
    },
    onAnotherInternalUser('require a new password of'),
  ],
};
