/** Dependency-injection tokens for the ports (design: ports bound with DI tokens). */
export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
export const JWT_SECRET = Symbol('JWT_SECRET');
export const SEED_DIR = Symbol('SEED_DIR');
export const MAILER = Symbol('MAILER');
export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');
export const FILE_STORE = Symbol('FILE_STORE');
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
export const SEARCH_RUNNER = Symbol('SEARCH_RUNNER');
/** The payment provider (the sandbox by default). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
/** The lease and checkpoints of the one runner of workflows and deadlines. */
export const COORDINATION = Symbol('COORDINATION');
/** What replicas share that is not a fact (kernel/shared-state): rate-limit counters, throttles, presence. */
export const SHARED_STATE = Symbol('SHARED_STATE');
