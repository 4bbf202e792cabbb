import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";

/** One request the stand-in collector received: Plausible's event JSON as sent. */
export interface CollectedEvent {
  /** Event name: `pageview`, `Lead`, `engagement`, … */
  n: string;
  /** The page's URL. */
  u: string;
  /** The `data-domain` the tracker was started with. */
  d: string;
  [field: string]: unknown;
}

/**
 * Plausible's own tracker from npm (`@plausible-analytics/tracker`, the code of the
 * hosted `script.js` published as an ES module), made into the classic script the snippet
 * loads: started from its `<script>` tag's `data-domain`, sending to `/api/event` on the
 * origin it was loaded from, as `script.js` does. `captureOnLocalhost` is the one change:
 * the tracker otherwise ignores 127.0.0.1 and browsers driven by automation.
 */
function plausibleScript(): string {
  const require = createRequire(import.meta.url);
  const module = readFileSync(require.resolve("@plausible-analytics/tracker"), "utf8");
  const body = module.replace(/export\s*\{[^}]*\};?\s*$/, "");
  if (body === module) throw new Error("@plausible-analytics/tracker: no export list to strip");
  return `(function () {
${body}
var tag = document.currentScript;
init({ domain: tag.dataset.domain, endpoint: new URL(tag.src).origin + "/api/event", captureOnLocalhost: true });
})();`;
}

/**
 * A stand-in for Plausible's collector on loopback: serves the tracker at `/js/script.js`
 * (Plausible's path) and records every event posted to `/api/event`, answering as
 * Plausible does (`202`, readable from any origin). Close it with `server.close()`.
 */
export async function startPlausibleCollector(
  port: number,
): Promise<{ server: Server; events: CollectedEvent[] }> {
  const script = plausibleScript();
  const events: CollectedEvent[] = [];
  const server = createServer((request, response) => {
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "GET" && request.url === "/js/script.js") {
      response.writeHead(200, { "content-type": "application/javascript" }).end(script);
      return;
    }
    if (request.method === "POST" && request.url === "/api/event") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        events.push(JSON.parse(body) as CollectedEvent);
        response.writeHead(202, { "content-type": "text/plain" }).end("ok");
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, events };
}
