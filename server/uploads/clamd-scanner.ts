import { createReadStream } from "node:fs";
import NodeClam from "clamscan";

/** What a scan found: the signature's name, or null for a clean file. */
export type ScanVerdict = { infected: false } | { infected: true; threat: string };

/** Scans one file on disk. */
export type Scanner = (path: string) => Promise<ScanVerdict>;

/**
 * A scanner asking clamd at `host:port` over TCP (`CLAMAV_URL`, issue 30), through the
 * `clamscan` package's INSTREAM client: the file's bytes are streamed, so clamd need not
 * see this server's disk. Rejects when clamd cannot be reached or errs: the lead is then
 * not acknowledged (503), never delivered unscanned.
 */
export async function clamdScanner({
  host,
  port,
  timeoutMs = 60_000,
}: {
  host: string;
  port: number;
  timeoutMs?: number;
}): Promise<Scanner> {
  const clam = await new NodeClam().init({
    clamscan: { active: false },
    clamdscan: { host, port, timeout: timeoutMs, localFallback: false, active: true },
    preference: "clamdscan",
  });
  return async (path) => {
    const { isInfected, viruses } = await clam.scanStream(createReadStream(path));
    return isInfected ? { infected: true, threat: viruses[0] ?? "unknown" } : { infected: false };
  };
}
