import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB,
  DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS,
  DEFAULT_SUPPORT_HOURS,
  DEFAULT_UPLOAD_LIMITS_MB,
  UPLOAD_KINDS,
  type SupportHours,
  type UploadKind,
} from '@khru/contracts';
import type { S3Settings } from '../file-store/s3-file-store.js';
import { parseSupportHours } from './support-hours.js';

/** Settings shared by the API process and the projections service, read from the environment. */
export interface RuntimeConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  eventStore: 'postgres' | 'kurrentdb';
  readStore: 'memory' | 'mongodb';
  kurrentdbUrl: string | null;
  mongodbUrl: string | null;
  kafkaBrokers: string[];
  jwtSecret: string | null;
  seed: boolean;
  /** Whether the seed also writes the demo organisation's twelve months of history (logins, study, tests). */
  seedHistory: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitPerMinute: number;
  /**
   * The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (`TRUST_PROXY`): `loopback`, `linklocal`,
   * `uniquelocal`, addresses and networks (CIDR), separated by commas. Nothing else may name the client.
   */
  trustProxy: string;
  /** Where replicas share what is not a fact (rate-limit counters, login throttles, chat presence); per process when absent. */
  redisUrl: string | null;
  /** What every key in Redis starts with (`REDIS_KEY_PREFIX`), so several deployments may share one server. */
  redisKeyPrefix: string;
  /** Where users reach the app (no trailing slash): links in mail and webhook addresses; never taken from a request. */
  publicUrl: string;
  /** Files go to this S3-compatible bucket when `S3_URL` is set; otherwise they are kept in the data directory. */
  s3: S3Settings | null;
  /** Mail goes out over SMTP when set; otherwise it is kept in the data directory. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The Ed25519 private JWK (JSON) that signs Open Badges; when absent one is generated and kept in the data directory. */
  badgeSigningKey: string | null;
  /** Largest upload per kind, in MB (`UPLOAD_LIMIT_<KIND>_MB`). */
  uploadLimitsMb: Record<UploadKind, number>;
  /** The secret that signs course media addresses; when absent one is generated and kept in the data directory. */
  mediaSigningKey: string | null;
  /** How long a signed course media address stays good, in seconds. */
  mediaUrlTtlSeconds: number;
  /** Largest file sent with a support chat message, in MB (`SUPPORT_ATTACHMENT_LIMIT_MB`). */
  supportAttachmentLimitMb: number;
  /** When support answers live (`SUPPORT_HOURS`, as `mon-fri 09:00-18:00`). */
  supportHours: SupportHours;
  /** The secret that signs support visitor tokens; when absent one is generated and kept in the data directory. */
  supportVisitorKey: string | null;
  /** How many days a support visitor token is taken for (`SUPPORT_VISITOR_TOKEN_DAYS`). */
  supportVisitorTokenDays: number;
}

/** Every bad variable, each with its own message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOLEAN: Record<string, boolean> = { true: true, '1': true, yes: true, on: true, false: false, '0': false, no: false, off: false };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A TRUST_PROXY entry: a named range, an address, or a network in CIDR form. */
function isProxyNetwork(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

function isEd25519PrivateJwk(json: string): boolean {
  try {
    const jwk = JSON.parse(json) as Record<string, unknown>;
    return jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string' && typeof jwk.d === 'string';
  } catch {
    return false;
  }
}

export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? null : raw;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === null) return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = value(name);
    if (raw === null) return null;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol.replace(/:$/, ''))) return raw;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`);
    return null;
  };

  const eventStore = oneOf('EVENT_STORE', ['postgres', 'kurrentdb'] as const, 'postgres');
  const readStore = oneOf('READ_STORE', ['memory', 'mongodb'] as const, 'memory');
  const kurrentdbUrl = url('KURRENTDB_URL', ['esdb', 'kurrentdb', 'kdb', 'esdb+discover', 'kurrentdb+discover']);
  const mongodbUrl = url('MONGODB_URL', ['mongodb', 'mongodb+srv']);
  if (eventStore === 'kurrentdb' && !kurrentdbUrl && !problems.some((p) => p.startsWith('KURRENTDB_URL'))) {
    problems.push('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
  }
  if (readStore === 'mongodb' && !mongodbUrl && !problems.some((p) => p.startsWith('MONGODB_URL'))) {
    problems.push('MONGODB_URL is required when READ_STORE=mongodb');
  }
  const brokers = (value('KAFKA_BROKERS') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  for (const broker of brokers) {
    if (!/^[\w.-]+:\d{1,5}$/.test(broker)) problems.push(`KAFKA_BROKERS must be host:port entries separated by commas (got "${broker}")`);
  }
  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  const seedRaw = value('SEED');
  const seed = seedRaw === null ? true : BOOLEAN[seedRaw.toLowerCase()];
  if (seed === undefined) problems.push(`SEED must be true or false (got "${seedRaw}")`);
  const seedHistoryRaw = value('SEED_HISTORY');
  const seedHistory = seedHistoryRaw === null ? true : BOOLEAN[seedHistoryRaw.toLowerCase()];
  if (seedHistory === undefined) problems.push(`SEED_HISTORY must be true or false (got "${seedHistoryRaw}")`);

  const badgeSigningKey = value('BADGE_SIGNING_KEY');
  if (badgeSigningKey !== null && !isEd25519PrivateJwk(badgeSigningKey))
    problems.push('BADGE_SIGNING_KEY must be an Ed25519 private key as a JWK in JSON (kty OKP, crv Ed25519, x and d)');

  const mediaSigningKey = value('MEDIA_SIGNING_KEY');
  if (mediaSigningKey !== null && mediaSigningKey.length < 32) problems.push('MEDIA_SIGNING_KEY must be at least 32 characters long');
  const uploadLimitsMb = Object.fromEntries(
    UPLOAD_KINDS.map((kind) => [kind, integer(`UPLOAD_LIMIT_${kind.toUpperCase()}_MB`, DEFAULT_UPLOAD_LIMITS_MB[kind], 1, 10_000)]),
  ) as Record<UploadKind, number>;

  const supportVisitorKey = value('SUPPORT_VISITOR_KEY');
  if (supportVisitorKey !== null && supportVisitorKey.length < 32) problems.push('SUPPORT_VISITOR_KEY must be at least 32 characters long');
  const supportHoursRaw = value('SUPPORT_HOURS');
  const supportHours = supportHoursRaw === null ? DEFAULT_SUPPORT_HOURS : parseSupportHours(supportHoursRaw);
  if (typeof supportHours === 'string') problems.push(supportHours);

  const trustProxy = value('TRUST_PROXY') ?? 'loopback';
  const untrusted = trustProxy.split(',').filter((entry) => !isProxyNetwork(entry.trim()));
  if (untrusted.length > 0) problems.push(`TRUST_PROXY must list loopback, linklocal, uniquelocal, addresses or networks (got "${untrusted.join(', ')}")`);
  const redisKeyPrefix = value('REDIS_KEY_PREFIX') ?? 'khru:';
  if (!/^[\w:.-]{1,64}$/.test(redisKeyPrefix)) problems.push('REDIS_KEY_PREFIX must be 1 to 64 letters, digits, _, :, . or -');

  const s3Url = url('S3_URL', ['http', 'https']);
  const s3Bucket = value('S3_BUCKET') ?? 'khru-files';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s3Bucket)) problems.push('S3_BUCKET must be 3 to 63 lowercase letters, digits, dots or hyphens');
  const s3Region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(s3Region)) problems.push('S3_REGION must be a region name such as us-east-1');
  const s3AccessKeyId = value('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((s3AccessKeyId === null) !== (s3SecretAccessKey === null)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');

  const port = integer('PORT', 3000, 0, 65535);
  const config: RuntimeConfig = {
    port,
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres', 'postgresql']),
    eventStore,
    readStore,
    kurrentdbUrl,
    mongodbUrl,
    kafkaBrokers: brokers,
    jwtSecret,
    seed: seed ?? true,
    seedHistory: seedHistory ?? true,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 1200, 1, 10_000_000),
    trustProxy,
    redisUrl: url('REDIS_URL', ['redis', 'rediss']),
    redisKeyPrefix,
    publicUrl: url('PUBLIC_URL', ['http', 'https'])?.replace(/\/+$/, '') ?? `http://localhost:${port}`,
    s3: s3Url ? { url: s3Url, bucket: s3Bucket, region: s3Region, accessKeyId: s3AccessKeyId, secretAccessKey: s3SecretAccessKey } : null,
    smtpUrl: url('SMTP_URL', ['smtp', 'smtps']),
    mailFrom: value('MAIL_FROM') ?? 'Khru <no-reply@khru.example>',
    badgeSigningKey,
    uploadLimitsMb,
    mediaSigningKey,
    mediaUrlTtlSeconds: integer('MEDIA_URL_TTL_SECONDS', 4 * 3600, 60, 7 * 24 * 3600),
    supportAttachmentLimitMb: integer('SUPPORT_ATTACHMENT_LIMIT_MB', DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB, 1, 100),
    supportHours: typeof supportHours === 'string' ? DEFAULT_SUPPORT_HOURS : supportHours,
    supportVisitorKey,
    supportVisitorTokenDays: integer('SUPPORT_VISITOR_TOKEN_DAYS', DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS, 1, 365),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
