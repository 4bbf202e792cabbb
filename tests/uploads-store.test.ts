import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderUploadStore } from "../server/uploads/folder-upload-store";
import { s3UploadStore } from "../server/uploads/s3-upload-store";
import { UploadNotFoundError, type UploadStore } from "../server/uploads/upload-store";
import { s3Credentials, startS3Server } from "./support/s3-server";

/** Issue 30, item 3: one interface, a folder and an S3 bucket (s3rver, a real S3 server). */

const scratch = mkdtempSync(join(tmpdir(), "uploads-store-"));
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A file of `size` random bytes in the scratch folder, with its SHA-256 key. */
function sampleFile(size: number) {
  const bytes = randomBytes(size);
  const key = createHash("sha256").update(bytes).digest("hex");
  const path = join(scratch, key);
  writeFileSync(path, bytes);
  return { bytes, key, path };
}

const stores: [string, () => UploadStore][] = [
  ["a local folder", () => folderUploadStore(join(scratch, "folder"))],
  [
    "an S3 bucket",
    () =>
      s3UploadStore({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: "us-east-1",
        client: { credentials: s3Credentials },
      }),
  ],
];

describe.each(stores)("uploads in %s", (_name, open) => {
  it("keeps a file under its hash once, gives its bytes back and deletes them", async () => {
    const store = open();
    // Over lib-storage's 5 MB part size: the upload goes up in parts.
    const file = sampleFile(6 * 1024 * 1024 + 17);
    expect(await store.has(file.key)).toBe(false);
    expect(await store.put(file.key, file.path, file.bytes.length)).toBe(true);
    expect(await store.put(file.key, file.path, file.bytes.length)).toBe(false);
    expect(await store.has(file.key)).toBe(true);
    const back = await buffer(await store.open(file.key));
    expect(back.equals(file.bytes)).toBe(true);
    await store.delete(file.key);
    expect(await store.has(file.key)).toBe(false);
    await expect(store.open(file.key)).rejects.toBeInstanceOf(UploadNotFoundError);
  });

  it("refuses a key that is no SHA-256, so nothing reaches outside the store", async () => {
    const store = open();
    const file = sampleFile(10);
    await expect(store.put("../../etc/passwd", file.path, 10)).rejects.toThrow(/not an upload key/);
    await expect(store.open("../x")).rejects.toThrow(/not an upload key/);
  });
});

it("lays the folder out by hash, with no temporary file left", async () => {
  const dir = join(scratch, "layout");
  const store = folderUploadStore(dir);
  const file = sampleFile(100);
  await store.put(file.key, file.path, 100);
  expect(readdirSync(join(dir, file.key.slice(0, 2)))).toEqual([file.key]);
});
