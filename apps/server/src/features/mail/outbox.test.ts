import { MAIL_ATTEMPTS } from '@sirkula/domain/mail/delivery';
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
import { createMailDelivery, createMailer } from './mailer.ts';

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A real SMTP server on a loopback port that keeps every message it is handed, or refuses every
 * recipient (as a full or misconfigured mail server does) while `refusing` is set.
 */
async function startSmtp() {
  const received: string[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refusal = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
      return callback(refusal);
    },
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
    state,
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

  describe('when the mail server refuses', () => {
    let ctx: Ctx;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const from = 'Sirkula <no-reply@sirkula.id>';
    beforeAll(async () => {
      smtp = await startSmtp();
      ctx = await startTestApp({ smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await ctx.close();
      await smtp.close();
    });
    const rowTo = async (recipient: string) => {
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
      if (!row) throw new Error(`No e-mail for ${recipient}`);
      return row;
    };

    it('keeps the message pending, tries it again when due, and delivers it, link and attachment, losing nothing', async () => {
      const sendMail = createMailer({
        db: ctx.db,
        smtpUrl: smtp.url,
        from,
        log: ctx.app.log,
        printLinks: false,
      });
      const deliver = createMailDelivery({ db: ctx.db, smtpUrl: smtp.url, from });
      const link = 'https://sirkula.example/public/auth/reset?token=Tok3nThatMustNotLeak';
      smtp.state.refusing = true;
      await sendMail({
        to: 'hendra@semenbaturaja.co.id',
        subject: 'Atur ulang kata sandi',
        text: `Buka ${link}`,
        link,
        attachments: [
          { fileName: 'catatan.txt', content: Buffer.from('lampiran'), contentType: 'text/plain' },
        ],
      });
      const pending = await rowTo('hendra@semenbaturaja.co.id');
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, link });
      const admin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
      const outbox = await apiCaller(ctx.app)(
        'GET',
        '/outbox?recipient=hendra@semenbaturaja.co.id',
        admin.cookie,
      );
      expect(outbox.body).not.toContain('Tok3nThatMustNotLeak');
      expect(outbox.json().items[0]).toMatchObject({ status: 'pending', linkStatus: 'unsent' });

      const failedAt = pending.nextAttemptAt ?? new Date();
      expect(await deliver(new Date(failedAt.getTime() - 1_000))).toMatch(/^0 due/);
      smtp.state.refusing = false;
      expect(await deliver(failedAt)).toBe('1 due, 1 sent, 0 given up');
      const message = smtp.received.find((raw) => raw.includes('hendra@semenbaturaja.co.id')) ?? '';
      expect(message.replace(/=\r?\n/g, '')).toContain('Tok3nThatMustNotLeak');
      expect(message).toMatch(/name=catatan\.txt/);
      const sent = await rowTo('hendra@semenbaturaja.co.id');
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, link: null, pendingAttachments: null });
      expect(sent.body).not.toContain('Tok3nThatMustNotLeak');
    });

    it('gives a message up as failed after its last attempt, keeping no link', async () => {
      const sendMail = createMailer({
        db: ctx.db,
        smtpUrl: smtp.url,
        from,
        log: ctx.app.log,
        printLinks: false,
      });
      const deliver = createMailDelivery({ db: ctx.db, smtpUrl: smtp.url, from });
      const link = 'https://sirkula.example/public/auth/verify?token=An0therSecret';
      smtp.state.refusing = true;
      await sendMail({ to: 'wulan@tekstilbandung.co.id', subject: 'Verifikasi', text: `Buka ${link}`, link });
      for (let attempt = 2; attempt <= MAIL_ATTEMPTS; attempt++) {
        const row = await rowTo('wulan@tekstilbandung.co.id');
        await deliver(row.nextAttemptAt ?? new Date());
      }
      smtp.state.refusing = false;
      const failed = await rowTo('wulan@tekstilbandung.co.id');
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: MAIL_ATTEMPTS,
        link: null,
        nextAttemptAt: null,
      });
      expect(failed.body).not.toContain('An0therSecret');
      expect(failed.error).toMatch(/451/);
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
