import Fastify, { type InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../test/app.ts';
import { companyWithAdmin, signedInUser } from '../test/people.ts';
import { installErrorHandler } from './error-handler.ts';
import { validatorCompiler } from './input-guard.ts';

type Test = Awaited<ReturnType<typeof startTestApp>>;

/** Hostile input answers 400 (or 415) with a message in the caller's language, never a 500. */
describe('bad input', () => {
  let test: Test;
  let staff: string;
  let customer: { cookie: string; companyId: string };
  const someId = '0b0e4a3c-6a8e-4f5e-9d2a-1c3b5d7e9f10';

  beforeAll(async () => {
    test = await startTestApp();
    staff = (await signedInUser(test.app, test.db, { userType: 'internal', role: 'admin' })).cookie;
    const { company, cookie } = await companyWithAdmin(test.app, test.db, 'customer', 'PT Masukan Aneh');
    customer = { cookie, companyId: company.id };
  });
  afterAll(() => test?.close());

  function send(options: InjectOptions & { cookie?: string; language?: string }) {
    const { cookie = staff, language = 'en', headers, ...rest } = options;
    return test.app.inject({ ...rest, headers: { cookie, 'accept-language': language, ...headers } });
  }

  function json(method: 'POST' | 'PATCH', url: string, text: string) {
    return send({ method, url, payload: text, headers: { 'content-type': 'application/json' } });
  }

  describe('a NUL byte or half a character (lone surrogate)', () => {
    it('in a query string is refused, naming the field, in English and Indonesian', async () => {
      const english = await send({ method: 'GET', url: '/api/v1/users?q=a%00' });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        code: 'INVALID',
        message: 'Please check the highlighted fields.',
        fields: { q: 'This value contains characters that are not allowed' },
      });
      const indonesian = await send({ method: 'GET', url: '/api/v1/users?q=a%00', language: 'id' });
      expect(indonesian.statusCode).toBe(400);
      expect(indonesian.json()).toEqual({
        code: 'INVALID',
        message: 'Periksa kembali kolom yang ditandai.',
        fields: { q: 'Isian ini berisi karakter yang tidak diizinkan' },
      });
    });

    it('in a path id is refused', async () => {
      const response = await send({ method: 'GET', url: '/api/v1/users/%00' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ id: expect.any(String) });
    });

    it('in any other query (audit, outbox) is refused before it reaches the database', async () => {
      for (const url of ['/api/v1/audit?entity=user&entityId=%00', '/api/v1/outbox?recipient=a%00b']) {
        expect((await send({ method: 'GET', url })).statusCode, url).toBe(400);
      }
    });

    it('in JSON text is refused, naming the field, however deep', async () => {
      const surrogate = await json('POST', '/api/v1/companies', '{"name":"PT \\ud800","kind":"customer"}');
      expect(surrogate.statusCode).toBe(400);
      expect(surrogate.json().fields).toEqual({ name: expect.any(String) });

      const nul = await json('PATCH', `/api/v1/contracts/${someId}`, '{"wasteTypes":["b3","x\\u0000"]}');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().fields).toEqual({ 'wasteTypes.1': expect.any(String) });

      const lowHalf = await json('PATCH', '/api/v1/profile', '{"name":"\\udc00 Budi"}');
      expect(lowHalf.statusCode).toBe(400);
      expect(lowHalf.json().fields).toEqual({ name: expect.any(String) });
    });

    it('in a JSON key is refused, naming the object that holds it', async () => {
      const response = await json('POST', '/api/v1/companies', '{"name":"PT A","extra":{"a\\u0000":1}}');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ extra: expect.any(String) });
    });

    it('does not refuse whole characters outside the basic plane (emoji)', async () => {
      const response = await json('PATCH', '/api/v1/profile', '{"name":"Budi \\ud83d\\ude00"}');
      expect(response.json().fields?.name).not.toBe('This value contains characters that are not allowed');
    });
  });

  describe('bytes that are not UTF-8 in a JSON body', () => {
    const raw = (text: string, bad: number[]) => {
      const [before = '', after = ''] = text.split('#');
      return Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)]);
    };

    it('are refused in the caller’s language and nothing is stored', async () => {
      const companies = async () =>
        (await send({ method: 'GET', url: '/api/v1/companies?q=Ganjil&pageSize=100' })).json().total;
      const before = await companies();
      // A lone continuation byte, a cut-off two-byte sequence and an overlong encoding of "/".
      for (const bad of [[0x80], [0xc3], [0xc0, 0xaf]]) {
        const body = raw('{"name":"PT Ganjil #Abadi","kind":"customer"}', bad);
        const english = await send({
          method: 'POST',
          url: '/api/v1/companies',
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        expect(english.statusCode).toBe(400);
        expect(english.json()).toEqual({
          code: 'INVALID_UTF8',
          message:
            'The request contains text that is not valid UTF-8. Please check what was sent and try again.',
        });
      }
      const indonesian = await send({
        method: 'PATCH',
        url: '/api/v1/profile',
        payload: raw('{"name":"Budi #"}', [0xff]),
        headers: { 'content-type': 'application/json; charset=utf-8' },
        language: 'id',
      });
      expect(indonesian.statusCode).toBe(400);
      expect(indonesian.json().message).toBe(
        'Permintaan memuat teks yang bukan UTF-8 yang sah. Periksa isi yang dikirim lalu coba lagi.',
      );
      expect(await companies()).toBe(before);
    });

    it('leave well-formed text outside ASCII alone', async () => {
      const response = await send({
        method: 'PATCH',
        url: '/api/v1/profile',
        payload: Buffer.from('{"name":"Budi Śantoso 😀","phone":"081234567890"}'),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('Budi Śantoso 😀');
    });
  });

  describe('a missing body', () => {
    for (const [method, url] of [
      ['POST', '/api/v1/auth/register'],
      ['POST', '/api/v1/contracts'],
      ['PATCH', `/api/v1/contracts/${someId}`],
    ] as const) {
      it(`(JSON null) on ${method} ${url} is refused`, async () => {
        const response = await json(method, url, 'null');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'BODY_REQUIRED',
          message: 'This request needs a JSON body.',
        });
      });
    }

    it('(none at all) is refused in the caller’s language', async () => {
      const response = await send({ method: 'POST', url: '/api/v1/contracts', language: 'id' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BODY_REQUIRED',
        message: 'Permintaan ini memerlukan isi berformat JSON.',
      });
    });
  });

  describe('a multipart body on a JSON route', () => {
    const form = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nBudi\r\n--x--\r\n';
    for (const [method, url] of [
      ['POST', '/api/v1/auth/register'],
      ['POST', '/api/v1/contracts'],
      ['PATCH', `/api/v1/contracts/${someId}`],
    ] as const) {
      it(`on ${method} ${url} is refused as an unsupported media type`, async () => {
        const response = await send({
          method,
          url,
          payload: form,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'This kind of content is not accepted here.',
        });
      });
    }
  });

  describe('a document upload', () => {
    const upload = (payload: string, contentType = 'multipart/form-data; boundary=x') =>
      send({
        method: 'PUT',
        url: `/api/v1/companies/${customer.companyId}/documents/environmentalDocument`,
        cookie: customer.cookie,
        payload,
        headers: { 'content-type': contentType },
      });
    const part = (fileName: string) =>
      `--x\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 isi\r\n--x--\r\n';

    it('whose multipart body is cut short is refused', async () => {
      const response = await upload(part('a.pdf').slice(0, -10));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'MALFORMED_REQUEST',
        message: 'The request could not be read. Please try again.',
      });
    });

    it('whose body is not multipart at all, or has no boundary, is refused', async () => {
      expect((await upload('garbage')).statusCode).toBe(400);
      expect((await upload(part('a.pdf'), 'multipart/form-data')).statusCode).toBe(400);
    });

    it('whose file name holds a NUL byte is refused, naming the file', async () => {
      const response = await upload(part('a\u0000.pdf'));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ file: expect.any(String) });
    });
  });

  describe('an id that is not one', () => {
    it('answers 400 where ids are UUIDs and 404 where they are text, never 500', async () => {
      expect((await send({ method: 'GET', url: '/api/v1/contracts/not-a-uuid' })).statusCode).toBe(400);
      expect((await send({ method: 'GET', url: '/api/v1/users/not-a-uuid' })).statusCode).toBe(404);
      expect((await send({ method: 'GET', url: '/api/v1/waste/labels?ids=x,y' })).statusCode).toBe(400);
    });

    it('answers 400 in our own format when the path cannot be decoded', async () => {
      const response = await send({ method: 'GET', url: '/api/v1/users/%ED%A0%80', language: 'id' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'MALFORMED_REQUEST',
        message: 'Permintaan tidak dapat dibaca. Silakan coba lagi.',
      });
    });
  });
});

describe('a schema that throws on input it did not expect', () => {
  // A refinement that runs `when` other fields are wrong, written for objects only.
  const confirmed = z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((input) => input.password === input.confirmPassword, { when: () => true });
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.post('/confirm', { schema: { body: confirmed } }, () => ({ ok: true }));
  };

  it('refuses that input as invalid (400) rather than failing (500)', async () => {
    const app = Fastify();
    app.decorateRequest('language', 'id');
    app.setValidatorCompiler(validatorCompiler);
    installErrorHandler(app);
    await app.register(routes);
    const response = await app.inject({
      method: 'POST',
      url: '/confirm',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID', message: 'Periksa kembali kolom yang ditandai.' });
    await app.close();
  });
});
