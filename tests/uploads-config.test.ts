import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";

/** Issue 30: the attachments' settings are checked at start, each problem named. */

const base = { SITE_DIR: "/srv/site", LEADS_DB: "/tmp/leads.db" };

describe("attachment settings", () => {
  it("keep files in data/uploads by default, outside the served folder", () => {
    const { uploads } = loadConfig(base).leads;
    expect(uploads.dir).toBe(join(process.cwd(), "data/uploads"));
    expect(uploads.s3).toBeNull();
    expect(uploads.clamd).toBeNull();
    expect(uploads.urlTtlSeconds).toBe(86_400);
  });

  it("refuse an uploads folder inside the served site, which would publish the files", () => {
    expect(() => loadConfig({ ...base, UPLOADS_DIR: "/srv/site/uploads" })).toThrow(
      /UPLOADS_DIR must lie outside the served folder/,
    );
  });

  it("read the bucket, its endpoint and clamd's address", () => {
    const { uploads } = loadConfig({
      ...base,
      UPLOADS_S3_BUCKET: "leads",
      UPLOADS_S3_ENDPOINT: "http://127.0.0.1:9000",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
      CLAMAV_URL: "tcp://127.0.0.1:3310",
    }).leads;
    expect(uploads.s3).toEqual({
      bucket: "leads",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(uploads.clamd).toEqual({ host: "127.0.0.1", port: 3310 });
  });

  it("name each bad variable", () => {
    let message = "";
    try {
      loadConfig({
        ...base,
        UPLOADS_S3_ENDPOINT: "http://127.0.0.1:9000",
        AWS_ACCESS_KEY_ID: "id",
        CLAMAV_URL: "clamd.local",
        UPLOADS_URL_TTL_SECONDS: "soon",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("UPLOADS_S3_ENDPOINT needs UPLOADS_S3_BUCKET");
    expect(message).toContain("AWS_SECRET_ACCESS_KEY must be set with its pair");
    expect(message).toContain("CLAMAV_URL must be clamd's TCP address");
    expect(message).toContain("UPLOADS_URL_TTL_SECONDS must be a whole number");
  });
});
