/** The part of `clamscan` (no typings of its own) the server uses: a clamd client over TCP. */
declare module "clamscan" {
  import type { Readable } from "node:stream";
  interface ClamdOptions {
    host?: string;
    port?: number;
    timeout?: number;
    localFallback?: boolean;
    active?: boolean;
  }
  interface NodeClamOptions {
    clamscan?: { active?: boolean };
    clamdscan?: ClamdOptions;
    preference?: "clamscan" | "clamdscan";
  }
  export default class NodeClam {
    init(options: NodeClamOptions): Promise<NodeClam>;
    scanStream(stream: Readable): Promise<{ isInfected: boolean; viruses: string[] }>;
  }
}
