import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A TLS key and certificate, PEM-encoded, as `https.createServer` takes them. */
export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/**
 * A throwaway self-signed TLS certificate for 127.0.0.1 (P-256, valid one day), made with
 * the system's `openssl`: browsers speak HTTP/2 only over TLS, and the benches' Chromium
 * accepts it with `--ignore-certificate-errors`. Throws when `openssl` is missing or fails.
 */
export function loopbackCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const result = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { encoding: "utf8" },
    );
    if (result.error)
      throw new Error(`openssl could not run (apt-get install openssl): ${result.error.message}`);
    if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
