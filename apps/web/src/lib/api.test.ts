import { describe, expect, it } from 'vitest';
import { withQuery } from './api.ts';

describe('withQuery', () => {
  it('sends only the parameters that are set, so the server applies its defaults to the rest', () => {
    expect(withQuery('/users', { q: '', role: undefined, companyId: null, page: 2, sort: 'name' })).toBe(
      '/users?page=2&sort=name',
    );
  });

  it('leaves the path bare when nothing is set', () => {
    expect(withQuery('/waste', { q: '', status: undefined })).toBe('/waste');
  });

  it('keeps zero and false, which are set values, and encodes what it sends', () => {
    expect(withQuery('/contracts', { expiringWithinDays: 0, onDemand: false, q: 'PT Maju & Co' })).toBe(
      '/contracts?expiringWithinDays=0&onDemand=false&q=PT+Maju+%26+Co',
    );
  });
});
