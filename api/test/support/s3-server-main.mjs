// s3rver, an S3-compatible server in Node, in a process of its own for the tests (started by s3-server.ts).
// Usage: node --openssl-legacy-provider s3-server-main.mjs <folder>; prints {"port":N} once it listens.
// s3rver makes the continuation tokens of listings that go on over several pages with DES, which OpenSSL 3 keeps in
// its legacy provider: hence its own process, started with that provider on.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });

// s3rver tidies empty folders after removing an object; two removals in one folder at once race there, and one
// answers 500 although its object is gone (a client's retry then succeeds). The object is gone either way.
const removeObject = server.store.deleteObject.bind(server.store);
server.store.deleteObject = async (bucket, key) => {
  await removeObject(bucket, key).catch((err) => {
    if (err.code !== 'ENOENT') throw err;
  });
};

const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

// Gone with the test process that started it, even one that was killed.
const stop = () => server.close().finally(() => process.exit(0));
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
