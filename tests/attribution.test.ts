import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFacts } from "../lib/content/facts.server";

/**
 * Visit attribution in the browser (issue 15): the entry script's record (app/leads/visit.ts)
 * and the form's reading of it (app/leads/attribution.ts), through the same storage.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const day = 86_400_000;
const keepDays = loadFacts().privacy.attributionDays;
let recordVisit: (now?: number) => void;
let leadAttribution: (now?: number) => unknown;

/** Opens `url` coming from `referrer` in a session (a tab): the entry script runs. */
function visit(url: string, referrer = "", now = Date.now()) {
  const parsed = new URL(url);
  vi.stubGlobal("location", {
    pathname: parsed.pathname,
    search: parsed.search,
    origin: parsed.origin,
  });
  vi.stubGlobal("document", { referrer });
  recordVisit(now);
}

/** A new browser session (tab) with the same local storage. */
function newSession() {
  vi.stubGlobal("sessionStorage", new MemoryStorage());
}

beforeAll(async () => {
  vi.stubEnv("VITE_ATTRIBUTION_DAYS", String(keepDays));
  ({ recordVisit } = await import("../app/leads/visit"));
  ({ leadAttribution } = await import("../app/leads/attribution"));
});

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  newSession();
});

describe("visit attribution", () => {
  it("records the landing page, the referrer's origin, the UTM parameters and a click id", () => {
    visit(
      "https://site.example/es/sectors/horeca?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ovens&utm_content=ad2&gclid=Cj0K",
      "https://www.google.com/search?q=combi+ovens",
    );
    visit("https://site.example/es/business-missions", "https://site.example/es/sectors/horeca");
    expect(leadAttribution()).toEqual({
      landingPage:
        "/es/sectors/horeca?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ovens&utm_content=ad2&gclid=Cj0K",
      referrer: "https://www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: "ovens",
      utmContent: "ad2",
      clickId: "gclid:Cj0K",
    });
  });

  it("keeps only the referrer's origin on the device, never the page it came from", () => {
    visit("https://site.example/en", "https://mail.example/inbox/message/42?from=buyer");
    const stored = [
      localStorage.getItem("attribution:first"),
      sessionStorage.getItem("attribution:session"),
    ];
    for (const record of stored) {
      expect(JSON.parse(record!).referrer).toBe("https://mail.example");
      expect(record).not.toContain("inbox");
    }
  });

  it("a later direct visit still carries the first visit's campaign, for the kept period only", () => {
    const start = Date.now();
    visit("https://site.example/en?utm_campaign=autumn&fbclid=abc", "", start);
    newSession();
    visit("https://site.example/en/privacy", "", start + 2 * day);
    expect(leadAttribution(start + 2 * day)).toMatchObject({
      utmCampaign: "autumn",
      clickId: "fbclid:abc",
    });
    newSession();
    const later = start + (keepDays + 1) * day;
    visit("https://site.example/ru", "", later);
    expect(leadAttribution(later)).toEqual({ landingPage: "/ru" });
  });

  it("a new session's campaign wins over the first visit's (last touch)", () => {
    const start = Date.now();
    visit("https://site.example/en?utm_campaign=first", "", start);
    newSession();
    visit(
      "https://site.example/en?utm_campaign=second&msclkid=m1",
      "https://bing.com/",
      start + day,
    );
    expect(leadAttribution(start + day)).toMatchObject({
      utmCampaign: "second",
      clickId: "msclkid:m1",
      referrer: "https://bing.com",
    });
  });

  it("cuts every value to the schema's 512 characters", () => {
    visit(`https://site.example/en?utm_term=${"x".repeat(600)}`);
    const attribution = leadAttribution() as Record<string, string>;
    expect(attribution.utmTerm).toHaveLength(512);
    expect(attribution.landingPage).toHaveLength(512);
  });

  it("records nothing and sends nothing when storage is blocked", () => {
    const blocked = {
      getItem() {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("sessionStorage", blocked);
    vi.stubGlobal("localStorage", blocked);
    expect(() => visit("https://site.example/en?utm_campaign=x")).not.toThrow();
    expect(leadAttribution()).toBeUndefined();
  });
});
