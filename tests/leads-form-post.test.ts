import { afterEach, describe, expect, it } from "vitest";
import { acceptLead, type LeadPipeline } from "../server/leads/accept-lead";
import { formPostWindowMs } from "../server/leads/idempotency";
import { leadsToJson } from "../server/leads/export";
import { composeLeadEmail, loadLeadEmailText } from "../server/leads/lead-email";
import { webhookBody } from "../server/leads/webhook";
import { openLeadStore } from "../server/storage/open-lead-store";
import { freshStore, storeKinds } from "./support/stores";

/**
 * A lead sent by the form's plain HTML post, without JavaScript (issue 18): no proof-of-work,
 * so only the honeypot marks spam; marked as such in the store, the export, the webhook and
 * the e-mail; and the same lead posted again within 10 minutes is stored once.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const body = {
  form: "contact",
  locale: "en",
  page: "/en/horeca",
  name: "Plain Form",
  email: "plain@buyer.example",
  category: "horeca",
  message: "40 chairs",
  website: "",
};

describe.each(storeKinds)("a lead sent without JavaScript, on %s", { timeout: 60_000 }, (kind) => {
  async function pipeline(): Promise<LeadPipeline> {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const store = await openLeadStore(fresh.leads);
    cleanups.push(() => store.close());
    return {
      store,
      channels: ["email"],
      altchaHmacKey: "k".repeat(32),
      autoreply: false,
      noScriptDailyCap: 5,
    };
  }
  const post = (lead: object, receivedAt = new Date()) => ({
    body: lead,
    clientAddress: "198.51.100.7",
    withoutJavaScript: true,
    receivedAt,
  });

  it("is stored as a lead (not spam) without a proof, marked, and queued for delivery", async () => {
    const p = await pipeline();
    const result = await acceptLead(post(body), p);
    expect(result).toMatchObject({ kind: "accepted", replayed: false, spam: false });
    const [stored] = await p.store.listLeads();
    expect(stored).toMatchObject({ name: "Plain Form", spam: false, withoutJavaScript: true });
    const due = await p.store.claimDue(
      new Date(Date.now() + 1000),
      new Date(Date.now() + 60_000),
      10,
      "t",
    );
    expect(due.map((delivery) => delivery.channel)).toEqual(["email"]);
    expect(JSON.parse(leadsToJson([stored!]))[0].withoutJavaScript).toBe(true);
    expect(JSON.parse(webhookBody(stored!)).lead.withoutJavaScript).toBe(true);
    const text = loadLeadEmailText("en");
    expect(composeLeadEmail(stored!, text, "leads@example.com").text).toContain(
      text.withoutJavaScript,
    );
  });

  it("with the honeypot filled is spam, never delivered", async () => {
    const p = await pipeline();
    const result = await acceptLead(post({ ...body, website: "http://spam.example" }), p);
    expect(result).toMatchObject({ kind: "accepted", spam: true });
    expect(await p.store.listLeads({ spam: true })).toHaveLength(1);
    const due = await p.store.claimDue(
      new Date(Date.now() + 1000),
      new Date(Date.now() + 60_000),
      10,
      "t",
    );
    expect(due).toEqual([]);
  });

  it("posted again unchanged within 10 minutes is stored once; after them, again", async () => {
    const p = await pipeline();
    const first = new Date("2026-11-23T10:00:00Z");
    const a = await acceptLead(post(body, first), p);
    const b = await acceptLead(post(body, new Date(first.getTime() + formPostWindowMs - 1000)), p);
    expect(b).toMatchObject({ kind: "accepted", replayed: true });
    expect(b.kind === "accepted" && a.kind === "accepted" && b.id === a.id).toBe(true);
    const changed = await acceptLead(post({ ...body, message: "41 chairs" }, first), p);
    expect(changed).toMatchObject({ kind: "accepted", replayed: false });
    expect(await p.store.listLeads()).toHaveLength(2);
    const later = await acceptLead(
      post(body, new Date(first.getTime() + formPostWindowMs + 1000)),
      p,
    );
    expect(later).toMatchObject({ kind: "accepted", replayed: false });
    expect(await p.store.listLeads()).toHaveLength(3);
  });

  it("is judged by the same schema: an invalid one is refused with each field's problem", async () => {
    const p = await pipeline();
    const result = await acceptLead(post({ ...body, name: " ", email: "nope" }), p);
    expect(result).toEqual({
      kind: "invalid",
      errors: { name: "required", email: "invalid_email" },
    });
    expect(await p.store.listLeads()).toHaveLength(0);
  });
});
