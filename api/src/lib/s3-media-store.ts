// Media in an S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK, so several app processes share one store.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeMediaKey, mediaContentType, type MediaObject, type MediaStore } from './media-store.ts';

export interface S3Settings {
  bucket: string;
  /** The store's address when it is not AWS (`http://minio:9000`); unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the SDK looks as usual (AWS_* variables, profile, instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most other stores expect. */
  forcePathStyle: boolean;
}

export interface S3StoreOptions {
  /** Keys asked for per listing request (S3 answers at most 1000); tests use small pages to cross page ends. */
  pageSize?: number;
}

/** Removals sent at once when a folder goes: one request per object, which every S3-compatible store understands. */
const PARALLEL_REMOVALS = 8;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: stores other than AWS do not all take the SDK's newer defaults, and an
    // image streamed to a visitor is passed on untouched rather than through a checking stream.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it; images are served in parallel.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 128 },
      httpsAgent: { keepAlive: true, maxSockets: 128 },
    },
  });
}

/** The store on a bucket, after checking the bucket is there and the keys open it: a wrong setting stops start-up. */
export async function openS3MediaStore(settings: S3Settings): Promise<MediaStore> {
  const client = createS3Client(settings);
  await checkBucket(client, settings);
  return s3MediaStore(client, settings.bucket, { describe: describeBucket(settings) });
}

export function s3MediaStore(
  client: S3Client,
  bucket: string,
  options: S3StoreOptions & { describe?: string } = {},
): MediaStore {
  const pageSize = options.pageSize ?? 1000;

  async function* list(prefix = ''): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token, MaxKeys: pageSize }),
      );
      for (const object of page.Contents ?? []) {
        // Anything else in the bucket (put there by hand) is not media this store would read.
        if (object.Key && isSafeMediaKey(object.Key)) yield object.Key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    describe: options.describe ?? `S3 bucket ${bucket}`,
    async put(key, data, contentType) {
      if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
      // One PUT is atomic in S3: a reader sees the old object, none, or the whole new one.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentType }));
    },
    async get(key): Promise<MediaObject | undefined> {
      if (!isSafeMediaKey(key)) return undefined;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((err: unknown) => {
        if (isMissingObject(err)) return undefined;
        throw err;
      });
      if (!object) return undefined;
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`The S3 store answered for ${key} without a body stream and length`);
      }
      return { body: object.Body, size: object.ContentLength, contentType: mediaContentType(key) };
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`A media prefix is a folder ending in '/': ${prefix}`);
      if (!isSafeMediaKey(prefix.slice(0, -1))) throw new Error(`Unsafe media key: ${prefix}`);
      const keys: string[] = [];
      for await (const key of list(prefix)) keys.push(key);
      for (let i = 0; i < keys.length; i += PARALLEL_REMOVALS) {
        await Promise.all(
          keys.slice(i, i + PARALLEL_REMOVALS).map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
        );
      }
    },
    list,
  };
}

/** NoSuchKey (GET) or NotFound (HEAD); a missing bucket is a fault to report, not an unknown image. */
function isMissingObject(err: unknown): boolean {
  const { name, $metadata } = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || (($metadata?.httpStatusCode === 404 || name === 'NotFound') && name !== 'NoSuchBucket');
}

const describeBucket = (settings: S3Settings) =>
  `S3 bucket ${settings.bucket} at ${settings.endpoint ?? `AWS ${settings.region}`}`;

async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (err) {
    client.destroy();
    throw new Error(`Media store: ${describeBucket(settings)} ${whatIsWrong(err)}`, { cause: err });
  }
}

/** The HEAD of a bucket answers with a status and no body, so the status (or the failure before one) says it all. */
function whatIsWrong(err: unknown): string {
  const { name, message, $metadata } = err as Error & { $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (status === 404) return 'does not exist: create it, or set S3_BUCKET to one that does';
  if (status === 401 || status === 403) return 'refused these keys: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
  if (status === 301) return 'is in another region: set S3_REGION to its region';
  if (name === 'CredentialsProviderError') return `has no keys to open it (${message}): set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  return `cannot be reached (${message}): check S3_ENDPOINT and that the store is running`;
}
