// What other features may use of integrations: everything else in its folder is its own.
export { DEMO_KEY, demoKeyWorks } from './demo.ts';
export { createKey } from './factories.ts';
export { judgeKey, type KeyCaller, type KeyVerdict, noteKeyRequest } from './key-auth.ts';
