import type { contractsApi } from '@sirkula/domain/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, client, urlOf, withQuery } from './api.ts';
import { errorMessage } from './forms.ts';

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

describe('client', () => {
  type Sent = {
    url: string;
    method: string;
    body: unknown;
    contentType: string | null;
    language: string | null;
  };
  afterEach(() => vi.unstubAllGlobals());
  function recordingFetch(answer: unknown): Sent[] {
    const sent: Sent[] = [];
    vi.stubGlobal('localStorage', { getItem: () => 'id' });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url: input,
        method: init?.method ?? 'GET',
        body: init?.body,
        contentType: headers.get('content-type'),
        language: headers.get('accept-language'),
      });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    return sent;
  }
  const call = client<typeof contractsApi>();

  it('calls the method and path of the contract key, with its parameters encoded and its filters as a query', async () => {
    const sent = recordingFetch({ items: [] });
    await call('GET /contracts/:id', { params: { id: 'a/b c' } });
    await call('GET /contracts', { query: { q: 'PT Maju', page: 2, status: undefined } });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v1/contracts/a%2Fb%20c',
      'GET /api/v1/contracts?q=PT+Maju&page=2',
    ]);
  });

  it('sends a body as JSON and answers what the server answered', async () => {
    const sent = recordingFetch({ id: 'c-1' });
    const answer = await call('POST /contracts/:id/cancel', {
      params: { id: 'c-1' },
      body: { reason: 'Kontrak diganti' },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/v1/contracts/c-1/cancel',
      method: 'POST',
      body: '{"reason":"Kontrak diganti"}',
      contentType: 'application/json',
      language: 'id',
    });
    expect(answer).toEqual({ id: 'c-1' });
  });

  it('fills a link to an endpoint the same way', () => {
    expect(
      urlOf<typeof contractsApi, 'GET /contracts/:id'>('GET /contracts/:id', { params: { id: 'x y' } }),
    ).toBe('/contracts/x%20y');
  });

  it('fills the URL of an endpoint that takes a body without it, for the phone’s outbox to send later', () => {
    expect(
      urlOf<typeof contractsApi, 'POST /contracts/:id/cancel'>('POST /contracts/:id/cancel', {
        params: { id: 'c-1' },
      }),
    ).toBe('/contracts/c-1/cancel');
  });
});

describe('a failed answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the request id the server gave it, and an unexpected failure quotes it to the user', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'en' });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 'INTERNAL', message: 'An error occurred. Please try again.' }), {
          status: 500,
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-5f2a' },
        }),
    );
    const call = client<typeof contractsApi>();
    const failure = await call('GET /contracts', { query: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).requestId).toBe('req-5f2a');
    const t = ((key: string, values?: { id?: string }) =>
      key === 'errors.reference' ? `Reference for support: ${values?.id}` : key) as never;
    expect(errorMessage(failure, t)).toBe(
      'An error occurred. Please try again.\nReference for support: req-5f2a',
    );
    // A refusal the user can act on needs no reference.
    const refused = new ApiError(400, 'INVALID', 'Check the form', {}, 'req-1');
    expect(errorMessage(refused, t)).toBe('Check the form');
  });
});
