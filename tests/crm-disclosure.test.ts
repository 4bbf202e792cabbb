import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { crmDisclosureWarning } from "../server/leads/crm-disclosure";
import { tempWorkspace, testConfig } from "./support/leads-env";

/**
 * Issue 29: the privacy policy names the CRM only when content/facts.yaml says one is
 * connected (`privacy.crmConnected`). A server sending leads to a webhook while the facts say
 * otherwise would pass data to a recipient the policy does not name: it warns at start.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const webhook = {
  LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads",
  LEADS_WEBHOOK_SECRET: "secret",
};

/** The log lines of a server started with `env` and the facts' `crmConnected`. */
async function startLog(env: Record<string, string>, crmConnected: boolean): Promise<string> {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const config = testConfig(workspace, { LOG_LEVEL: "warn", ...env });
  config.leads.crmConnected = crmConnected;
  let text = "";
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const app = await buildApp(config, { logStream: stream });
  cleanups.push(() => app.close());
  await app.ready();
  return text;
}

describe("the webhook and the privacy policy's CRM (issue 29)", () => {
  it("a webhook while the facts name no CRM is a warning naming the variable and the fact", () => {
    const warning = crmDisclosureWarning({
      webhookUrl: webhook.LEADS_WEBHOOK_URL,
      crmConnected: false,
    });
    expect(warning).toMatch(/LEADS_WEBHOOK_URL/);
    expect(warning).toMatch(/privacy\.crmConnected/);
    expect(warning).not.toContain("crm.example.com");
  });

  it("no warning when the webhook and the facts agree", () => {
    expect(crmDisclosureWarning({ webhookUrl: null, crmConnected: false })).toBeNull();
    expect(
      crmDisclosureWarning({ webhookUrl: webhook.LEADS_WEBHOOK_URL, crmConnected: true }),
    ).toBeNull();
  });

  it("the server logs the warning at start, once, at level warn", async () => {
    const lines = (await startLog(webhook, false))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const warnings = lines.filter((line) => /crmConnected/.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
  });

  it("the server starts without it when the facts name the CRM, or with no webhook", async () => {
    expect(await startLog(webhook, true)).not.toMatch(/crmConnected/);
    expect(await startLog({}, false)).not.toMatch(/crmConnected/);
  });
});
