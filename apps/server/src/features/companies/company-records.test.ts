import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createContract, createWasteRecord } from '../waste/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: string;
let own: Awaited<ReturnType<typeof companyWithAdmin>>;
let other: Awaited<ReturnType<typeof companyWithAdmin>>;

/** The company detail page reads these lists filtered to one company. */
const LISTS = ['/users', '/contracts', '/waste'] as const;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  own = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sendiri Jaya');
  other = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tetangga Makmur');
  for (const company of [own.company, other.company]) {
    const contract = await createContract(ctx.db, { companyId: company.id });
    await createWasteRecord(ctx.db, { contract });
  }
});
afterAll(() => ctx.close());

const companiesIn = (items: Array<{ companyId: string }>) => [
  ...new Set(items.map((item) => item.companyId)),
];

describe(`a company's records (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("gives internal staff one company's users, contracts and waste records, a page at a time", async () => {
    for (const list of LISTS) {
      const answer = await call('GET', `${list}?companyId=${other.company.id}&pageSize=5`, internal);
      expect({ list, status: answer.statusCode }).toEqual({ list, status: 200 });
      expect({ list, companies: companiesIn(answer.json().items) }).toEqual({
        list,
        companies: [other.company.id],
      });
      expect(answer.json()).toMatchObject({ total: 1, pageSize: 5 });
    }
  });

  it("never gives a customer another company's records, whatever company it asks for", async () => {
    for (const list of LISTS) {
      const answer = await call('GET', `${list}?companyId=${other.company.id}`, own.cookie);
      expect({ list, status: answer.statusCode }).toEqual({ list, status: 200 });
      expect({ list, companies: companiesIn(answer.json().items) }).toEqual({
        list,
        companies: [own.company.id],
      });
      expect(answer.body).not.toContain('PT Tetangga Makmur');
    }
  });
});
