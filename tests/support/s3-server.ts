import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks requests' signatures against these. */
export const s3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver, in process) on a free loopback port, with an empty
 * `bucket`, its data in a temp folder; `env` points the server's settings at it.
 */
export async function startS3Server(bucket = "leads-uploads") {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
