import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkKey, UploadNotFoundError, type UploadStore } from "./upload-store";

/** What the S3 store needs: the bucket, and the endpoint of an S3-compatible service. */
export interface S3UploadOptions {
  /** `UPLOADS_S3_BUCKET`. */
  bucket: string;
  /** `UPLOADS_S3_ENDPOINT`: unset for AWS itself; path-style addressing when set. */
  endpoint?: string;
  /** `AWS_REGION`. */
  region: string;
  /** The client's other settings (credentials, region); unset, the SDK reads the standard AWS variables. */
  client?: S3ClientConfig;
}

/** The SDK's "no such object" answers: `NotFound` from HEAD, `NoSuchKey` from GET. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === "NotFound" || name === "NoSuchKey" || status === 404;
}

/**
 * Uploads in an S3-compatible bucket (issue 30), shared by every server: objects
 * `uploads/<sha256>`, streamed up in parts by `@aws-sdk/lib-storage` (never read whole
 * into memory). Credentials and region come from the standard AWS variables
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`, …) through the SDK's chain.
 */
export function s3UploadStore({
  bucket,
  endpoint,
  region,
  client: settings,
}: S3UploadOptions): UploadStore {
  const client = new S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    region,
    ...settings,
  });
  const objectKey = (key: string) => `uploads/${checkKey(key)}`;
  const has = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    location: `s3://${bucket}${endpoint ? ` at ${endpoint}` : ""}`,
    has,
    async put(key, path, size) {
      if (await has(key)) return false;
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: "application/octet-stream",
        },
      });
      await upload.done();
      return true;
    },
    async open(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new UploadNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
