// What the soak's people send and what it counts of their answers: one signed-in session per person,
// coming from an address of its own (the server trusts the loopback as its proxy), and a tally per minute.
import { performance } from 'node:perf_hooks';
import { percentile } from './numbers.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** Every answer of one minute (or of the whole run), by action. */
export class Tally {
  private latencies = new Map<string, number[]>();
  requests = 0;
  errors = 0;
  /** The first errors, to tell why: a soak with errors is not a result. */
  readonly firstErrors: string[] = [];

  record(action: string, milliseconds: number, failure?: string) {
    this.requests += 1;
    const list = this.latencies.get(action) ?? [];
    list.push(milliseconds);
    this.latencies.set(action, list);
    if (failure === undefined) return;
    this.errors += 1;
    if (this.firstErrors.length < 10) this.firstErrors.push(`${action}: ${failure}`);
  }

  /** p50, p95 and p99 in milliseconds, of one action or of them all. */
  percentiles(action?: string): { count: number; p50: number; p95: number; p99: number } {
    const samples = action ? (this.latencies.get(action) ?? []) : [...this.latencies.values()].flat();
    const sorted = samples.sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  }

  actions(): string[] {
    return [...this.latencies.keys()].sort();
  }
}

/** The minute's tally and the whole run's, which every answer goes to. */
export interface Tallies {
  minute: Tally;
  run: Tally;
}

let addresses = 0;

/** A person at a browser: a cookie once signed in, an address of its own. */
export class Client {
  private cookie = '';
  private readonly address = `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  /** `key`: a machine's API key, sent instead of a session (a sensor network's server). */
  constructor(
    private readonly url: string,
    private readonly tallies: () => Tallies,
    private readonly key?: string,
  ) {}

  async signIn(email: string, password: string): Promise<void> {
    if (this.cookie) await this.send('sign-out', 'POST', '/auth/logout');
    this.cookie = '';
    const started = performance.now();
    const response = await fetch(`${this.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    this.note('sign-in', performance.now() - started, response.ok ? undefined : `${response.status}`);
    if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
    this.cookie = cookie.join('; ');
  }

  /** One request; an answer outside 2xx counts as an error and is returned, not thrown. */
  async send(
    action: string,
    method: string,
    path: string,
    body?: object | { form: { payload: Buffer; contentType: string } },
  ): Promise<Answer> {
    const headers: Record<string, string> = this.key
      ? { authorization: `Bearer ${this.key}` }
      : { cookie: this.cookie, 'x-forwarded-for': this.address };
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (body && 'form' in body) {
      headers['content-type'] = body.form.contentType;
      payload = new Uint8Array(body.form.payload);
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    try {
      const response = await fetch(`${this.url}/api/v1${path}`, { method, headers, body: payload });
      const text = Buffer.from(await response.arrayBuffer());
      const json = response.headers.get('content-type')?.includes('json')
        ? JSON.parse(text.toString())
        : null;
      const failure = response.ok ? undefined : `${response.status} ${text.toString().slice(0, 200)}`;
      this.note(action, performance.now() - started, failure);
      return { status: response.status, body: json };
    } catch (error) {
      this.note(action, performance.now() - started, `network: ${(error as Error).message}`);
      return { status: 0, body: null };
    }
  }

  private note(action: string, milliseconds: number, failure?: string) {
    const { minute, run } = this.tallies();
    minute.record(action, milliseconds, failure);
    run.record(action, milliseconds, failure);
  }
}
