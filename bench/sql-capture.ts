// Records the SQL statements the app sends while it answers one request, so the benchmark's raw loop can
// send exactly the same ones. It wraps the drivers' query methods for the time of the recording only.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as the driver was called with it, and when it was sent and answered. */
export interface Statement {
  /** The driver's `query` arguments: text (or pg's query config), parameters, options. */
  args: unknown[];
  text: string;
  /** The pool or PGlite client that ran it: the raw loop replays through the same kind of client. */
  client: unknown;
  sentAt: number;
  answeredAt: number;
}

type Query = (...args: unknown[]) => unknown;

function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Runs `work`, recording every statement node-postgres' pools and PGlite clients are asked to run. */
export async function recordStatements(work: () => Promise<void>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const targets = [pg.Pool.prototype, PGlite.prototype] as unknown as Array<{ query: Query }>;
  const originals = targets.map((target) => target.query);
  targets.forEach((target, index) => {
    const original = originals[index] as Query;
    target.query = function recordedQuery(this: unknown, ...args: unknown[]) {
      const answer = original.apply(this, args);
      // A callback-style call (pg's own internals) is not the app's; only promises are timed.
      if (!(answer instanceof Promise)) return answer;
      const statement = {
        args,
        text: textOf(args[0]),
        client: this,
        sentAt: performance.now(),
        answeredAt: 0,
      };
      recorded.push(statement);
      return answer.finally(() => {
        statement.answeredAt = performance.now();
      });
    };
  });
  try {
    await work();
  } finally {
    targets.forEach((target, index) => {
      target.query = originals[index] as Query;
    });
  }
  return recorded;
}

/**
 * The statements in the order the app awaited them: a statement sent before the ones of its group were
 * answered ran alongside them (a `Promise.all`), so the raw loop sends those together too.
 */
export function concurrentGroups(statements: Statement[]): Statement[][] {
  const groups: Statement[][] = [];
  let current: Statement[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.sentAt - b.sentAt)) {
    if (statement.sentAt >= groupEnd && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(statement);
    groupEnd = current.length === 1 ? statement.answeredAt : Math.max(groupEnd, statement.answeredAt);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Runs a recorded statement again through `client` (by default the one it ran on), as the app sent it. */
export function replay(statement: Statement, client: unknown = statement.client): Promise<unknown> {
  const target = statement.client instanceof PGlite ? PGlite.prototype : pg.Pool.prototype;
  return (target as unknown as { query: Query }).query.apply(client, statement.args) as Promise<unknown>;
}
