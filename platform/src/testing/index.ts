export * from './events.js';
export * from './postgres-test-database.js';
export * from './event-store.contract.js';
export * from './document-store.contract.js';
