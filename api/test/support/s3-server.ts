// A local S3-compatible server (s3rver) on a temporary folder and a free port, for the S3 media store's tests.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../../src/lib/s3-media-store.ts';

/** s3rver checks signatures against this one account. */
const ACCOUNT = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** Settings for a bucket on this server, as the app reads them from S3_* variables. */
  settings(bucket: string): S3Settings;
  env(bucket: string): Record<string, string>;
  /** A client of the server, for checking what a store really wrote. */
  client: S3Client;
  createBucket(name: string): Promise<void>;
  /** Every key in a bucket, straight from the server. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'forecourt-s3-'));
  const main = path.join(import.meta.dirname, 's3-server-main.mjs');
  const server = spawn(process.execPath, ['--openssl-legacy-provider', main, directory], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(server, 'exit');
  const [line] = (await Promise.race([once(createInterface({ input: server.stdout }), 'line'), exited])) as [string?];
  if (!line?.startsWith('{')) throw new Error('the test S3 server did not start');
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCOUNT,
    secretAccessKey: ACCOUNT,
    forcePathStyle: true,
  });
  const client = createS3Client(settings('any'));
  return {
    endpoint,
    settings,
    env: (bucket) => ({
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCOUNT,
      S3_SECRET_ACCESS_KEY: ACCOUNT,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async keys(bucket) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      server.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
