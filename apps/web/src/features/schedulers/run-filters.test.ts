import { DEFAULT_PAGE_SIZE } from '@sirkula/domain/shared/lists';
import { describe, expect, it } from 'vitest';
import { runListQuery } from './run-filters.ts';

const query = (search: string) => runListQuery(new URLSearchParams(search));

describe('the runs’ log query from the address', () => {
  it('is the first page of every run without parameters', () => {
    expect(query('')).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      code: undefined,
      outcome: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('keeps the scheduler, outcome, dates and paging it is given', () => {
    expect(query('code=cleanUp&outcome=failed&from=2026-03-01&to=2026-03-31&page=3&pageSize=50')).toEqual({
      page: 3,
      pageSize: 50,
      code: 'cleanUp',
      outcome: 'failed',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drops only the parameters the server would refuse', () => {
    expect(
      query('code=mailDelivery&outcome=exploded&from=2026-02-30&to=yesterday&pageSize=7&page=-2'),
    ).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      code: 'mailDelivery',
      outcome: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
