import { relative, resolve, isAbsolute } from "node:path";
import type { UploadsEnv } from "../../lib/config/env/uploads";

/** Settings of the files a lead carries (issue 30). */
export interface UploadsConfig {
  /** `UPLOADS_DIR`, an absolute path (used without `s3`). */
  dir: string;
  /** `UPLOADS_S3_BUCKET`, `UPLOADS_S3_ENDPOINT`, `AWS_REGION`; null = the folder. */
  s3: {
    bucket: string;
    endpoint?: string;
    region: string;
    /** `AWS_ACCESS_KEY_ID` and its pair; unset, the SDK's own chain (e.g. an instance role). */
    credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  } | null;
  /** `CLAMAV_URL` as clamd's TCP address; null = no scanning. */
  clamd: { host: string; port: number } | null;
  /** `LEADS_EMAIL_ATTACH=1`: the sales e-mail carries the files when they total under 10 MB. */
  emailAttach: boolean;
  /** `UPLOADS_URL_SECRET`; null = generated once and kept in the lead store. */
  urlSecret: string | null;
  /** `UPLOADS_URL_TTL_SECONDS`: how long a signed download link works. */
  urlTtlSeconds: number;
  /** `LEADS_LINK_ORIGIN`, else `SITE_API_URL`, else `http://localhost:PORT`: links' origin. */
  linkOrigin: string;
}

/**
 * The uploads settings of the parsed environment, given the server's served folder, API
 * origin (`SITE_API_URL`) and port. `siteDir` is the served folder: an
 * uploads folder inside it would publish every buyer's files, so that is refused.
 * @throws Error naming `UPLOADS_DIR` when it lies inside `siteDir`.
 */
export function uploadsConfig(
  env: UploadsEnv,
  { siteDir, apiOrigin, port }: { siteDir: string; apiOrigin: string | undefined; port: number },
): UploadsConfig {
  const dir = resolve(env.UPLOADS_DIR);
  const inside = relative(resolve(siteDir), dir);
  if (
    !env.UPLOADS_S3_BUCKET &&
    (inside === "" || (!inside.startsWith("..") && !isAbsolute(inside)))
  ) {
    throw new Error(
      `Server settings:\n  UPLOADS_DIR must lie outside the served folder ${siteDir}, got "${env.UPLOADS_DIR}"`,
    );
  }
  const clamd = env.CLAMAV_URL ? new URL(env.CLAMAV_URL) : null;
  return {
    dir,
    s3: env.UPLOADS_S3_BUCKET
      ? {
          bucket: env.UPLOADS_S3_BUCKET,
          region: env.AWS_REGION,
          ...(env.UPLOADS_S3_ENDPOINT ? { endpoint: env.UPLOADS_S3_ENDPOINT } : {}),
          ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: env.AWS_ACCESS_KEY_ID,
                  secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                  ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
                },
              }
            : {}),
        }
      : null,
    clamd: clamd ? { host: clamd.hostname, port: Number(clamd.port) } : null,
    emailAttach: env.LEADS_EMAIL_ATTACH,
    urlSecret: env.UPLOADS_URL_SECRET ?? null,
    urlTtlSeconds: env.UPLOADS_URL_TTL_SECONDS,
    linkOrigin: env.LEADS_LINK_ORIGIN ?? apiOrigin ?? `http://localhost:${port}`,
  };
}
