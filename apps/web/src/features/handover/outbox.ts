import type { JourneyAnswer } from '@sirkula/domain/journeys/answers';
import { currentLanguage } from '../../lib/i18n.ts';
import { type SendOutcome, sendOutcome } from './outbox-outcome.ts';
import { type OutboxAction, removeAction, saveAction, storedActions } from './outbox-store.ts';

export type SendResult =
  | { outcome: 'sent'; answer: JourneyAnswer }
  | { outcome: 'refused'; message: string }
  | { outcome: 'retry' };

export type NewAction = Omit<OutboxAction, 'key' | 'createdAt' | 'attempts' | 'lastError'>;

type Listener = (sent?: JourneyAnswer) => void;
const listeners = new Set<Listener>();
const sending = new Set<string>();

/** Called whenever the outbox changes, with the server's answer when an action was taken. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(sent?: JourneyAnswer) {
  for (const listener of listeners) listener(sent);
}

export function isSending(key: string): boolean {
  return sending.has(key);
}

/** crypto.randomUUID exists only on https and localhost; a phone on the office network may use http. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One tab sends at a time (and, where the browser has Web Locks, one tab of the phone). */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('sirkula-outbox', work) : work();
}

function body(action: OutboxAction): { body: BodyInit; type?: string } {
  if (action.files.length === 0) return { body: JSON.stringify(action.fields), type: 'application/json' };
  // Text fields first: the server reads them before the files arrive.
  const form = new FormData();
  for (const [name, value] of Object.entries(action.fields)) form.append(name, value);
  for (const file of action.files) form.append(file.field, file.blob, file.name);
  return { body: form };
}

async function post(action: OutboxAction): Promise<{ status: number; data: unknown }> {
  const { body: content, type } = body(action);
  try {
    const response = await fetch(`/api/v1${action.url}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'accept-language': currentLanguage(), ...(type && { 'content-type': type }) },
      body: content,
    });
    const json = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, data: json ? await response.json() : null };
  } catch {
    return { status: 0, data: null };
  }
}

/** The server's translated message, with its field messages, which say what to mend. */
function messageOf(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const message = 'message' in data ? String(data.message) : '';
  const fields = 'fields' in data && typeof data.fields === 'object' && data.fields ? data.fields : {};
  return [message, ...Object.values(fields).map(String)].filter(Boolean).join('\n');
}

async function send(action: OutboxAction): Promise<SendResult> {
  sending.add(action.key);
  changed();
  try {
    const { status, data } = await post(action);
    const outcome: SendOutcome = sendOutcome(status);
    if (outcome === 'sent') {
      await removeAction(action.key);
      return { outcome, answer: data as JourneyAnswer };
    }
    const message = messageOf(data);
    // A refused position (not the driver, the journey off the road) is dropped: nobody is to act on it.
    if (outcome === 'refused' && action.kind === 'position') {
      await removeAction(action.key);
      return { outcome, message };
    }
    await saveAction({
      ...action,
      attempts: action.attempts + 1,
      lastError: outcome === 'refused' ? message || String(status) : null,
    });
    return outcome === 'refused' ? { outcome, message } : { outcome };
  } finally {
    sending.delete(action.key);
  }
}

async function sendAndTell(action: OutboxAction): Promise<SendResult> {
  const result = await send(action);
  // A position's answer is not a journey: there is nothing on screen for it to update.
  changed(result.outcome === 'sent' && action.kind !== 'position' ? result.answer : undefined);
  return result;
}

/**
 * Makes an action with its idempotency key and the phone's time, keeps it on the phone, and sends it at
 * once when there is signal. Kept first, so an answer lost on the way, or a closed tab, leaves it to
 * be sent again with the same key.
 */
export async function submitAction(draft: NewAction): Promise<SendResult> {
  const key = newKey();
  const createdAt = new Date().toISOString();
  const action: OutboxAction = {
    ...draft,
    key,
    createdAt,
    attempts: 0,
    lastError: null,
    fields: { ...draft.fields, idempotencyKey: key, occurredAt: createdAt },
  };
  await saveAction(action);
  changed();
  if (!navigator.onLine) return { outcome: 'retry' };
  return exclusively(() => sendAndTell(action));
}

/**
 * Sends what waits, oldest first, and stops at the first failure to reach the server: the rest would
 * fail the same way. Refused actions wait for the user unless `includeRefused`.
 */
export function flushOutbox(includeRefused = false): Promise<void> {
  return exclusively(async () => {
    for (const action of await storedActions()) {
      if (action.lastError && !includeRefused) continue;
      if ((await sendAndTell(action)).outcome === 'retry') return;
    }
  });
}

export async function discardAction(key: string): Promise<void> {
  await removeAction(key);
  changed();
}
