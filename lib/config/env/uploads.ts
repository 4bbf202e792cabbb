import { z } from "zod";
import { flag, origin, secret, text, textOr, url, wholeNumberOr } from "./fields";
import { whenParsed } from "./parse";

/** The settings of the files a lead carries (issue 30): where they are kept, scanned, linked. */
export const uploadsEnv = z
  .object({
    UPLOADS_DIR: textOr("data/uploads").describe(
      "Folder of the leads' attached files, from the working directory (created), each named by the SHA-256 of its bytes; must lie outside `SITE_DIR`. Unused with `UPLOADS_S3_BUCKET`.",
    ),
    UPLOADS_S3_BUCKET: text()
      .meta({ unset: "(none: the folder `UPLOADS_DIR`)" })
      .describe(
        "S3 bucket of the attached files instead of the folder, shared by every server; credentials and region from the standard AWS variables below (or the SDK's other sources, e.g. an instance role).",
      ),
    UPLOADS_S3_ENDPOINT: url("https://s3.eu-central-1.example.com")
      .meta({ unset: "(none: AWS S3 itself)" })
      .describe(
        "Endpoint of an S3-compatible service (MinIO, Ceph, Cloudflare R2, …), addressed path-style; needs `UPLOADS_S3_BUCKET`.",
      ),
    AWS_REGION: textOr("us-east-1").describe(
      "Region of the buckets (read with `UPLOADS_S3_BUCKET` or `BACKUP_S3_BUCKET` only).",
    ),
    AWS_ACCESS_KEY_ID: text()
      .meta({ unset: "(none: the SDK's other sources)" })
      .describe(
        "Access key of the bucket's account, with `AWS_SECRET_ACCESS_KEY` (and `AWS_SESSION_TOKEN` for temporary keys).",
      ),
    AWS_SECRET_ACCESS_KEY: text()
      .meta({ unset: "(none)" })
      .describe("Secret of `AWS_ACCESS_KEY_ID`."),
    AWS_SESSION_TOKEN: text()
      .meta({ unset: "(none)" })
      .describe("Session token of temporary credentials (with `AWS_ACCESS_KEY_ID`)."),
    CLAMAV_URL: text()
      .meta({ unset: "(none: files are not scanned)" })
      .describe(
        "clamd to scan each attached file with before the lead is acknowledged, `tcp://host:3310`; an infected file is quarantined, never delivered, and the lead carries a note.",
      ),
    LEADS_EMAIL_ATTACH: flag().describe(
      "`1`: the sales e-mail carries the lead's files themselves when they total under 10 MB; otherwise it lists them with a link to the inbox.",
    ),
    UPLOADS_URL_SECRET: secret()
      .meta({ unset: "generated once, kept in the lead store" })
      .describe(
        "Key signing the webhook's download links of attached files, at least 32 characters; unset, the first server generates one and every server on the store uses it.",
      ),
    LEADS_LINK_ORIGIN: origin("https://www.example.com")
      .meta({ unset: "`SITE_API_URL`, else `http://localhost:PORT`" })
      .describe(
        "This server's public origin, for the links in lead e-mails (the lead in the inbox) and webhooks (the signed file downloads).",
      ),
    UPLOADS_URL_TTL_SECONDS: wholeNumberOr(86_400, { max: 30 * 86_400, floor: 60 }).describe(
      "How long a webhook's signed download link of an attached file works, in seconds (default 24 h).",
    ),
  })
  .superRefine(
    (env, context) => {
      if (env.UPLOADS_S3_ENDPOINT && !env.UPLOADS_S3_BUCKET) {
        context.addIssue({
          code: "custom",
          path: ["UPLOADS_S3_ENDPOINT"],
          message: "needs UPLOADS_S3_BUCKET",
        });
      }
      if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
        context.addIssue({
          code: "custom",
          path: [env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
          message: "must be set with its pair (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)",
        });
      }
    },
    whenParsed(
      "UPLOADS_S3_ENDPOINT",
      "UPLOADS_S3_BUCKET",
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
    ),
  )
  .superRefine((env, context) => {
    if (env.CLAMAV_URL === undefined) return;
    const parsed = URL.canParse(env.CLAMAV_URL) ? new URL(env.CLAMAV_URL) : null;
    if (parsed?.protocol !== "tcp:" || !parsed.hostname || !parsed.port) {
      context.addIssue({
        code: "custom",
        path: ["CLAMAV_URL"],
        message: `must be clamd's TCP address such as tcp://127.0.0.1:3310, got "${env.CLAMAV_URL}"`,
      });
    }
  }, whenParsed("CLAMAV_URL"))
  .meta({
    title: "Attachments",
    description:
      "The files a lead carries (issue 30): where they are kept, how they are scanned and how sales gets them; read with the server's settings.",
  });

/** The parsed {@link uploadsEnv}. */
export type UploadsEnv = z.output<typeof uploadsEnv>;
