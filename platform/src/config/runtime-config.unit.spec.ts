import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadRuntimeConfig } from './runtime-config.js';

describe('runtime configuration', () => {
  it('defaults to the embedded profile', () => {
    const config = loadRuntimeConfig({});
    expect(config).toMatchObject({
      port: 3000,
      eventStore: 'postgres',
      readStore: 'memory',
      databaseUrl: null,
      seed: true,
      seedHistory: true,
      kafkaBrokers: [],
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('points links at PUBLIC_URL, by default the local address of PORT', () => {
    expect(loadRuntimeConfig({ PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
    expect(loadRuntimeConfig({ PORT: '8081', PUBLIC_URL: 'https://khru.example/' }).publicUrl).toBe('https://khru.example');
  });

  it('names every bad variable with its own message', () => {
    let caught: unknown;
    try {
      loadRuntimeConfig({
        PORT: 'eighty',
        EVENT_STORE: 'kurrentdb',
        READ_STORE: 'redis',
        DATABASE_URL: 'mysql://x',
        SEED: 'maybe',
        JWT_SECRET: 'short',
        KAFKA_BROKERS: 'a:1,b',
        BADGE_SIGNING_KEY: '{"kty":"OKP","crv":"Ed25519","x":"abc"}',
        UPLOAD_LIMIT_VIDEO_MB: '0',
        MEDIA_SIGNING_KEY: 'short',
        MEDIA_URL_TTL_SECONDS: '5',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'KURRENTDB_URL',
      'READ_STORE',
      'DATABASE_URL',
      'SEED',
      'JWT_SECRET',
      'KAFKA_BROKERS',
      'BADGE_SIGNING_KEY',
      'UPLOAD_LIMIT_VIDEO_MB',
      'MEDIA_SIGNING_KEY',
      'MEDIA_URL_TTL_SECONDS',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('reads the production profile', () => {
    expect(
      loadRuntimeConfig({
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: 'esdb://kurrent:2113?tls=false',
        READ_STORE: 'mongodb',
        MONGODB_URL: 'mongodb://mongo:27017/khru',
        KAFKA_BROKERS: 'kafka:9092, kafka2:9092',
        SEED: 'false',
      }),
    ).toMatchObject({ eventStore: 'kurrentdb', readStore: 'mongodb', kafkaBrokers: ['kafka:9092', 'kafka2:9092'], seed: false });
  });

  it('leaves the demo history out of the seed when SEED_HISTORY is false, and refuses other words', () => {
    expect(loadRuntimeConfig({ SEED_HISTORY: 'false' }).seedHistory).toBe(false);
    expect(() => loadRuntimeConfig({ SEED_HISTORY: 'sometimes' })).toThrow(/SEED_HISTORY must be true or false/);
  });

  it('takes the badge signing key as an Ed25519 private JWK', () => {
    const jwk = '{"kty":"OKP","crv":"Ed25519","x":"pub","d":"priv"}';
    expect(loadRuntimeConfig({ BADGE_SIGNING_KEY: jwk }).badgeSigningKey).toBe(jwk);
    expect(loadRuntimeConfig({}).badgeSigningKey).toBeNull();
  });

  it('limits uploads per kind, by default as the contracts say, each overridable', () => {
    expect(loadRuntimeConfig({}).uploadLimitsMb).toEqual({ image: 5, video: 500, captions: 1, resource: 50 });
    expect(loadRuntimeConfig({ UPLOAD_LIMIT_IMAGE_MB: '2', UPLOAD_LIMIT_VIDEO_MB: '2000' }).uploadLimitsMb).toMatchObject({ image: 2, video: 2000 });
  });

  it('signs course media addresses for four hours unless told otherwise, with a generated key unless one is given', () => {
    expect(loadRuntimeConfig({})).toMatchObject({ mediaUrlTtlSeconds: 14_400, mediaSigningKey: null });
    const key = 'k'.repeat(32);
    expect(loadRuntimeConfig({ MEDIA_URL_TTL_SECONDS: '600', MEDIA_SIGNING_KEY: key })).toMatchObject({ mediaUrlTtlSeconds: 600, mediaSigningKey: key });
  });

  it('takes support chat settings: the attachment limit, the hours read from a short form, and the visitor key', () => {
    expect(loadRuntimeConfig({})).toMatchObject({
      supportAttachmentLimitMb: 5,
      supportHours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', timeZone: 'Asia/Bangkok' },
      supportVisitorKey: null,
    });
    const config = loadRuntimeConfig({ SUPPORT_ATTACHMENT_LIMIT_MB: '2', SUPPORT_HOURS: 'sat,sun,wed 10:00-16:30', SUPPORT_VISITOR_KEY: 'v'.repeat(32) });
    expect(config).toMatchObject({
      supportAttachmentLimitMb: 2,
      supportHours: { days: [3, 6, 7], from: '10:00', to: '16:30' },
      supportVisitorKey: 'v'.repeat(32),
    });
    expect(loadRuntimeConfig({ SUPPORT_HOURS: 'mon-wed,fri 08:00-12:00' }).supportHours.days).toEqual([1, 2, 3, 5]);
  });

  it('fails at start on support hours it cannot read, saying how they are written', () => {
    for (const hours of [
      'weekdays 09:00-18:00',
      'fri-mon 09:00-18:00',
      'mon-fri 9-18',
      'mon-fri 18:00-09:00',
      'mon-fri 09:00-18:00 extra',
      'mon-fri 24:00-25:00',
    ]) {
      expect(() => loadRuntimeConfig({ SUPPORT_HOURS: hours })).toThrow(/SUPPORT_HOURS must read like "mon-fri 09:00-18:00"/);
    }
    expect(() => loadRuntimeConfig({ SUPPORT_VISITOR_KEY: 'short' })).toThrow(/SUPPORT_VISITOR_KEY must be at least 32 characters/);
  });

  it('believes forwarded addresses from loopback only, unless TRUST_PROXY names the proxy networks', () => {
    expect(loadRuntimeConfig({}).trustProxy).toBe('loopback');
    expect(loadRuntimeConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.5' }).trustProxy).toBe('loopback, 10.0.0.0/8, fd00::/8, 192.168.1.5');
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', 'loopback,*']) {
      expect(() => loadRuntimeConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must list loopback, linklocal, uniquelocal, addresses or networks/);
    }
  });

  it('keeps shared counters and presence per process unless REDIS_URL is set, under a key prefix', () => {
    expect(loadRuntimeConfig({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'khru:' });
    expect(loadRuntimeConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'khru-staging:' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisKeyPrefix: 'khru-staging:',
    });
    expect(() => loadRuntimeConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//);
    expect(() => loadRuntimeConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX must be 1 to 64/);
  });

  it('keeps files in the data directory unless S3_URL names an S3-compatible store, with a bucket, region and keys', () => {
    expect(loadRuntimeConfig({}).s3).toBeNull();
    expect(loadRuntimeConfig({ S3_URL: 'http://minio:9000' }).s3).toEqual({
      url: 'http://minio:9000',
      bucket: 'khru-files',
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
    });
    expect(
      loadRuntimeConfig({
        S3_URL: 'https://s3.ap-southeast-1.amazonaws.com',
        S3_BUCKET: 'khru-prod',
        S3_REGION: 'ap-southeast-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({ url: 'https://s3.ap-southeast-1.amazonaws.com', bucket: 'khru-prod', region: 'ap-southeast-1', accessKeyId: 'id', secretAccessKey: 'secret' });
  });

  it('names each bad S3 setting', () => {
    expect(() => loadRuntimeConfig({ S3_URL: 's3://bucket' })).toThrow(/S3_URL must be a URL starting with http:\/\/ or https:\/\//);
    expect(() => loadRuntimeConfig({ S3_BUCKET: 'Khru_Files' })).toThrow(/S3_BUCKET must be 3 to 63 lowercase letters/);
    expect(() => loadRuntimeConfig({ S3_REGION: 'Asia Pacific' })).toThrow(/S3_REGION must be a region name/);
    expect(() => loadRuntimeConfig({ S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });
});
