import { describe, expect, it } from 'vitest';
import { reportListQuery } from './report-filters.ts';

const COMPANY = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

describe('the reports list query from the address', () => {
  it('starts at page 1 with the default page size and no filter', () => {
    expect(reportListQuery(new URLSearchParams(), 'internal')).toEqual({
      page: 1,
      pageSize: 20,
      type: undefined,
      status: undefined,
      companyId: undefined,
    });
  });

  it('keeps the filters the server takes and drops the others one by one', () => {
    const params = new URLSearchParams({ type: 'finance', status: 'nope', companyId: COMPANY, page: '3' });
    expect(reportListQuery(params, 'internal')).toMatchObject({
      page: 3,
      type: 'finance',
      status: undefined,
      companyId: COMPANY,
    });
    expect(reportListQuery(new URLSearchParams({ companyId: 'x' }), 'internal').companyId).toBeUndefined();
  });

  it("gives a customer's users neither the provider's reports nor another company", () => {
    const params = new URLSearchParams({ type: 'finance', companyId: COMPANY, status: 'done' });
    expect(reportListQuery(params, 'customer')).toMatchObject({
      type: undefined,
      companyId: undefined,
      status: 'done',
    });
    expect(reportListQuery(new URLSearchParams({ type: 'quarterlyB3' }), 'customer').type).toBe(
      'quarterlyB3',
    );
  });
});
