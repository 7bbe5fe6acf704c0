/**
 * The phone's actions of a journey, as the screen names them and the API's routes take them; `position`
 * is the driver's position sent every minute on the road, queued like the rest but never shown.
 */
export type ActionKind = 'pickUp' | 'receive' | 'hubIn' | 'hubOut' | 'closeDelivery' | 'position';

export interface OutboxFile {
  field: string;
  name: string;
  blob: Blob;
}

/**
 * One action made on the phone, kept until the server has taken it. Its key is the idempotency key
 * the server checks, made when the action was, so every resend is recognised as the same action.
 */
export interface OutboxAction {
  key: string;
  kind: ActionKind;
  /** Under /api/v1. */
  url: string;
  journeyId: string;
  journeyNumber: string;
  wasteRecordId: string | null;
  registrationNumber: string | null;
  /** Text fields; sent as JSON, or as multipart form fields beside `files` when there are files. */
  fields: Record<string, string>;
  files: OutboxFile[];
  createdAt: string;
  attempts: number;
  /** The server's message when it refused the action; the action then waits for the user. */
  lastError: string | null;
}

const DATABASE = 'sirkula-outbox';
const STORE = 'actions';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error);
    };
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    // Written only once the transaction has committed, so a crash never leaves half an action.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export const saveAction = (action: OutboxAction) => inStore('readwrite', (store) => store.put(action));

export const removeAction = (key: string) => inStore('readwrite', (store) => store.delete(key));

/** Every waiting action, oldest first: a pickup is sent before the hub arrival made after it. */
export async function storedActions(): Promise<OutboxAction[]> {
  const actions = await inStore<OutboxAction[]>('readonly', (store) => store.getAll());
  return actions.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
