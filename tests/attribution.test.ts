import { beforeEach, describe, expect, it, vi } from "vitest";
import { leadAttribution } from "../app/leads/attribution";

/**
 * A lead's attribution in the browser (issues 15, 29): read from the page the form is sent
 * from, with nothing kept on the device between pages (e2e/attribution-storage.spec.ts
 * checks the browser's storage itself).
 */

/** Storage that fails the test when anything is read from or written to it. */
const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`storage touched: ${String(name)}`);
    },
  },
);

/** Shows `url`, reached from `referrer`, as the page the form is sent from. */
function onPage(url: string, referrer = "") {
  const parsed = new URL(url);
  vi.stubGlobal("location", {
    pathname: parsed.pathname,
    search: parsed.search,
    origin: parsed.origin,
  });
  vi.stubGlobal("document", { referrer });
}

beforeEach(() => {
  vi.stubGlobal("localStorage", untouchable);
  vi.stubGlobal("sessionStorage", untouchable);
});

describe("lead attribution", () => {
  it("carries the page's UTM parameters, click id, referrer origin and page, without storage", () => {
    onPage(
      "https://site.example/es/sectors/horeca?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ovens&utm_content=ad2&gclid=Cj0K",
      "https://www.google.com/search?q=combi+ovens",
    );
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

  it("sends the referrer's origin only, never the page it came from", () => {
    onPage("https://site.example/en", "https://mail.example/inbox/message/42?from=buyer");
    expect(leadAttribution()).toEqual({ landingPage: "/en", referrer: "https://mail.example" });
  });

  it("a later page of the same visit carries no campaign of an earlier page", () => {
    onPage("https://site.example/en?utm_campaign=autumn&fbclid=abc", "https://ads.example/");
    expect(leadAttribution()).toMatchObject({ utmCampaign: "autumn", clickId: "fbclid:abc" });
    onPage(
      "https://site.example/en/business-missions",
      "https://site.example/en?utm_campaign=autumn",
    );
    expect(leadAttribution()).toEqual({ landingPage: "/en/business-missions" });
  });

  it("takes the first ad click id the page carries", () => {
    onPage("https://site.example/ru?yclid=y1&msclkid=m1");
    expect(leadAttribution()).toMatchObject({ clickId: "yclid:y1" });
  });

  it("cuts every value to the schema's 512 characters", () => {
    onPage(`https://site.example/en?utm_term=${"x".repeat(600)}`);
    const attribution = leadAttribution() as Record<string, string>;
    expect(attribution.utmTerm).toHaveLength(512);
    expect(attribution.landingPage).toHaveLength(512);
  });
});
