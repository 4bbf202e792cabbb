import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { createWebhookSender, webhookRequestError } from "../server/leads/webhook";
import { openLeadStore } from "../server/storage/open-lead-store";
import { storedLead } from "./support/lead-factory";
import { tempWorkspace, testConfig, validLead, waitFor } from "./support/leads-env";

/**
 * Issue 28: a webhook answering with a redirect had the signed lead sent wherever it
 * pointed, and a connection failure was logged as "fetch failed". Now a 3xx is a failed
 * delivery naming its status and the Location's host, and a failure names its cause.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local HTTP server answering every request with `answer`; `hits` counts requests. */
async function receiver(
  answer: (respond: (status: number, headers?: Record<string, string>) => void) => void,
) {
  const state = { hits: 0 };
  const server: Server = createServer((request, response) => {
    state.hits++;
    request.resume();
    answer((status, headers = {}) => response.writeHead(status, headers).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

const send = (url: string) => createWebhookSender({ url, secret: "s".repeat(32) })(storedLead());

describe("webhook delivery errors", () => {
  it("a redirect is not followed: the delivery fails naming the status and the Location's host", async () => {
    const elsewhere = await receiver((respond) => respond(200));
    const hook = await receiver((respond) => respond(302, { location: elsewhere.url }));
    const host = new URL(elsewhere.url).host;
    await expect(send(hook.url)).rejects.toThrow(
      `webhook answered 302 (redirect to ${host}, not followed)`,
    );
    const permanent = await receiver((respond) => respond(308, { location: "/moved" }));
    await expect(send(permanent.url)).rejects.toThrow(
      `webhook answered 308 (redirect to ${new URL(permanent.url).host}, not followed)`,
    );
    expect(elsewhere.state.hits).toBe(0);
    expect(hook.state.hits).toBe(1);
  });

  it("a refused connection, a port fetch will not reach and an unknown host are named", async () => {
    const closed = await receiver((respond) => respond(200));
    const { port } = new URL(closed.url);
    await cleanups.pop()!();
    await expect(send(`http://127.0.0.1:${port}/hook`)).rejects.toThrow(
      "webhook unreachable: ECONNREFUSED (connection refused)",
    );
    // Ports of other protocols (X11, Amanda), which fetch refuses to reach (WHATWG "bad port").
    for (const blocked of [6000, 10080]) {
      await expect(send(`http://127.0.0.1:${blocked}/hook`)).rejects.toThrow(
        "webhook unreachable: bad port",
      );
    }
    await expect(send("http://lead-hook.invalid/hook")).rejects.toThrow(
      /webhook unreachable: (ENOTFOUND|EAI_AGAIN) \(/,
    );
  });

  it("a TLS handshake or certificate that fails is named, on one short line", async () => {
    // https:// to a server speaking plain HTTP: OpenSSL's multi-line "wrong version number".
    const plain = await receiver((respond) => respond(200));
    const error = await send(plain.url.replace("http:", "https:")).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^webhook unreachable: ERR_SSL_\w+ \(TLS handshake failed\)$/,
    );
    expect(plain.state.hits).toBe(0);
    // Node's fetch: TypeError "fetch failed", the certificate's fault in `cause`.
    const failed = (code: string, message: string) =>
      webhookRequestError(
        new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) }),
      ).message;
    expect(failed("CERT_HAS_EXPIRED", "certificate has expired")).toBe(
      "webhook unreachable: CERT_HAS_EXPIRED (TLS certificate refused)",
    );
    expect(failed("DEPTH_ZERO_SELF_SIGNED_CERT", "self-signed certificate")).toBe(
      "webhook unreachable: DEPTH_ZERO_SELF_SIGNED_CERT (TLS certificate refused)",
    );
    expect(failed("EPROTO", "line one\nline two")).toBe("webhook unreachable: EPROTO (line one)");
  });

  it("the outbox worker logs the cause of a failed delivery", async () => {
    const elsewhere = await receiver((respond) => respond(200));
    const hook = await receiver((respond) => respond(301, { location: elsewhere.url }));
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const workspace = tempWorkspace();
    cleanups.push(() => workspace.remove());
    const config = testConfig(workspace, {
      LOG_LEVEL: "info",
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: "test-webhook-secret",
      LEADS_RETRY_BASE_MS: "600000",
    });
    const app = await buildApp(config, { logStream });
    cleanups.push(() => app.close());
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json" },
      payload: validLead("contact"),
    });
    expect(response.statusCode).toBe(201);
    await waitFor(() => lines.some((line) => line.includes("lead delivery failed")));
    const failure = JSON.parse(lines.find((line) => line.includes("lead delivery failed"))!);
    const reason = `webhook answered 301 (redirect to ${new URL(elsewhere.url).host}, not followed)`;
    expect(failure.reason).toBe(reason);
    expect(elsewhere.state.hits).toBe(0);
    // The lead's delivery log (`leads show`) records the failure with the same reason.
    const store = await openLeadStore(config.leads);
    cleanups.push(() => store.close());
    const { id } = response.json<{ id: string }>();
    expect(await store.deliveries(id)).toEqual([
      expect.objectContaining({ channel: "webhook", deliveredAt: null, lastError: reason }),
    ]);
  });
});
