import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN, type ByteRange, type FileStore, type StoredFile, type StoredFileInfo } from './file-store.port.js';

/** Where an S3-compatible store is (`S3_URL`, `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`). */
export interface S3Settings {
  /** The service's address; objects are addressed by path (`<url>/<bucket>/<key>`), which every S3-compatible store answers. */
  url: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role) provides credentials. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

const FALLBACK_TYPE = 'application/octet-stream';

/**
 * The production file store (design section 9): one object per key in an S3-compatible bucket (AWS S3,
 * MinIO, R2...), its content type kept as the object's. The bucket is made on the first write when missing.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private bucketReady: Promise<void> | null = null;

  constructor(private readonly settings: S3Settings) {
    const { url, region, accessKeyId, secretAccessKey } = settings;
    this.client = new S3Client({
      endpoint: url,
      region,
      forcePathStyle: true,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.writable(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async putStream(key: string, source: Readable, contentType: string): Promise<void> {
    await this.writable(key);
    // Sent part by part, never whole in memory; an upload that fails is aborted, so no reader ever sees half a file.
    await new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: key, Body: source, ContentType: contentType } }).done();
  }

  async get(key: string): Promise<StoredFile | null> {
    const object = await this.object(key);
    if (!object?.Body) return null;
    return { bytes: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType ?? FALLBACK_TYPE };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? FALLBACK_TYPE };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const object = await this.object(key, range);
    // In Node the SDK's body is a readable stream.
    return (object?.Body as Readable | undefined) ?? null;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  private async object(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async writable(key: string): Promise<void> {
    checkKey(key);
    this.bucketReady ??= this.ensureBucket().catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    await this.bucketReady;
  }

  private async ensureBucket(): Promise<void> {
    const { bucket, region } = this.settings;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      // Outside us-east-1, AWS wants the bucket's region named.
      await this.client.send(
        new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: region === 'us-east-1' ? undefined : { LocationConstraint: region as never } }),
      );
    } catch (error) {
      // Another replica made it meanwhile.
      if ((error as { name?: string }).name !== 'BucketAlreadyOwnedByYou') throw error;
    }
  }
}

function checkKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`Invalid file key: ${key}`);
}

/** A missing object or bucket: S3 answers 404 (`NotFound` to a HEAD, `NoSuchKey` or `NoSuchBucket` to a GET). */
function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
