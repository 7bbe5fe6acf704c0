import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { svgToPng } from '../../lib/static-map.ts';
import { apiCaller, login, startTestApp } from '../../test/app.ts';
import { PASSWORD, signedInUser } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { createMailer } from './mailer.ts';

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

/** A real SMTP server on a loopback port that keeps every message it is handed. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function requestReset(ctx: Ctx, email: string) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
  });
  expect(answer.statusCode).toBe(200);
  // The e-mail is sent after the answer, so known and unknown addresses take the same time.
  await backgroundWorkDone(ctx.app);
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  if (!row) throw new Error(`No e-mail for ${email}`);
  return row;
}

describe(`outbox (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('with SMTP', () => {
    let ctx: Ctx;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      ctx = await startTestApp({ smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await ctx.close();
      await smtp.close();
    });

    it('sends the reset link and keeps no usable token once SMTP has the message', async () => {
      const user = await createUser(ctx.db, {
        name: 'Rina Wulandari',
        email: 'rina@pabrikkertas.co.id',
        password: PASSWORD,
        userType: 'internal',
        role: 'member',
      });
      const stored = await requestReset(ctx, user.email);
      const delivered = smtp.received.join('\n');
      const token = /token=([A-Za-z0-9_-]+)/.exec(delivered.replace(/=\r?\n/g, ''))?.[1];
      expect(token).toBeTruthy();
      expect(stored).toMatchObject({ status: 'sent', link: null });
      expect(stored.body).not.toContain(String(token));

      const admin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
      const outbox = await apiCaller(ctx.app)('GET', `/outbox?recipient=${user.email}`, admin.cookie);
      expect(outbox.body).not.toContain(String(token));
      expect(outbox.json().items[0]).toEqual({
        id: expect.any(String),
        recipient: user.email,
        subject: expect.any(String),
        linkStatus: 'sent',
        status: 'sent',
        createdAt: expect.any(String),
      });
    });

    it('sends attachments along, and keeps only the text', async () => {
      const sendMail = createMailer({
        db: ctx.db,
        smtpUrl: smtp.url,
        from: 'Sirkula <no-reply@sirkula.id>',
        log: ctx.app.log,
        printLinks: false,
      });
      const png = svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>', 1);
      await sendMail({
        to: 'dewi@kimiafarma.co.id',
        subject: 'Limbah WR-2026-000001 sudah diterima',
        text: 'Peta rute terlampir.',
        attachments: [{ fileName: 'rute-JRN-2026-000001.png', content: png, contentType: 'image/png' }],
      });
      const message = smtp.received.find((raw) => raw.includes('dewi@kimiafarma.co.id')) ?? '';
      expect(message).toMatch(/Content-Type: image\/png; name=rute-JRN-2026-000001\.png/);
      expect(message.replace(/\r?\n/g, '')).toContain(png.toString('base64').slice(0, 40));
      const [kept] = await ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, 'dewi@kimiafarma.co.id'));
      expect(kept).toMatchObject({ status: 'sent', body: 'Peta rute terlampir.' });
    });
  });

  describe('without SMTP (the embedded default)', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await startTestApp();
    });
    afterAll(() => ctx.close());

    it('says a link was kept unsent, never the link, to any staff; the link itself still works', async () => {
      const email = 'agus@logistikhijau.co.id';
      await createUser(ctx.db, {
        name: 'Agus Salim',
        email,
        password: PASSWORD,
        userType: 'internal',
        role: 'member',
      });
      const stored = await requestReset(ctx, email);
      const token = stored.link ? new URL(stored.link).searchParams.get('token') : null;
      expect(token).toBeTruthy();
      const call = apiCaller(ctx.app);

      for (const role of ['admin', 'member'] as const) {
        const reader = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role });
        const answer = await call('GET', `/outbox?recipient=${email}`, reader.cookie);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(String(token));
        expect(answer.body).not.toContain('token=');
        const [entry] = answer.json().items;
        expect(entry).toMatchObject({ recipient: email, linkStatus: 'unsent', status: 'logged' });
        expect(Object.hasOwn(entry, 'link')).toBe(false);
      }

      // The person it was meant for (here: the token read from the database) can still use it.
      const password = 'Baru#2026x';
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token, password, confirmPassword: password },
      });
      expect(reset.statusCode).toBe(200);
      expect(await login(ctx.app, email, password)).toContain('session_token');
    });
  });

  describe('the console line for offline use', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await startTestApp();
    });
    afterAll(() => ctx.close());

    /** The log lines a mailer without SMTP writes for one message. */
    async function logged(printLinks: boolean) {
      const lines: string[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      const sendMail = createMailer({ db: ctx.db, smtpUrl: undefined, from: 'Sirkula', log, printLinks });
      const link = `http://localhost:3000/public/auth/reset-password?token=rahasia-${printLinks}`;
      await sendMail({ to: 'operator@sirkula.id', subject: 'Reset', text: `Buka ${link}`, link });
      return { text: lines.join(''), link };
    }

    it('prints the link in the embedded mode only, never in a PostgreSQL set-up', async () => {
      const embedded = await logged(true);
      expect(embedded.text).toContain(embedded.link);
      const production = await logged(false);
      expect(production.text).toContain('no SMTP_URL');
      expect(production.text).not.toContain('token=');
    });
  });
});
