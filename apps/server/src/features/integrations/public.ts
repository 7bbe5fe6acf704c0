// What other features may use of integrations: everything else in its folder is its own.
export { DEMO_KEY, demoKeyWorks } from './demo.ts';
export { createKey } from './factories.ts';
export { callerOfKey, type KeyCaller } from './service.ts';
