import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsTag, type AnalyticsSettings } from "../lib/analytics/providers";
import { parseAnalyticsSettings } from "../lib/analytics/settings";
import { loadEntry } from "../lib/content/load.server";
import { locales } from "../lib/i18n/locales";
import { AnalyticsScript } from "../app/analytics/analytics-script";
import { analyticsPrivacySection } from "../app/analytics/privacy-section";
import { buildApp } from "../server/app";
import { securityOptions } from "../server/config";
import { pagePolicies } from "../server/page-policies";
import { cdnHeadersFile } from "../server/postbuild/cdn-headers";
import { fixtureSite } from "./site-fixture";

/** Issue 20, item 5: optional, cookie-free web analytics. */
const plausible: AnalyticsSettings = {
  provider: "plausible",
  host: "https://plausible.io",
  siteId: "pearlriversourcing.example",
};
const umami: AnalyticsSettings = {
  provider: "umami",
  host: "https://stats.example.com",
  siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
};
const goatcounter: AnalyticsSettings = {
  provider: "goatcounter",
  host: "https://pearlriver.goatcounter.com",
  siteId: "pearlriver",
};
const env = (settings: AnalyticsSettings) => ({
  ANALYTICS_PROVIDER: settings.provider,
  ANALYTICS_HOST: settings.host,
  ANALYTICS_SITE_ID: settings.siteId,
});

describe("the ANALYTICS_* settings", () => {
  it("are off when none is set (or all are blank)", () => {
    expect(parseAnalyticsSettings({})).toBeNull();
    expect(parseAnalyticsSettings({ ANALYTICS_PROVIDER: " ", ANALYTICS_HOST: "" })).toBeNull();
  });

  it("take each provider with its host and site id, the host as a bare origin", () => {
    for (const settings of [plausible, umami, goatcounter]) {
      expect(parseAnalyticsSettings(env(settings))).toEqual(settings);
    }
    expect(
      parseAnalyticsSettings({ ...env(plausible), ANALYTICS_HOST: "https://plausible.io/" }),
    ).toEqual(plausible);
    // A collector on the developer's own machine may be plain HTTP.
    expect(
      parseAnalyticsSettings({ ...env(plausible), ANALYTICS_HOST: "http://127.0.0.1:3403" })?.host,
    ).toBe("http://127.0.0.1:3403");
  });

  it("refuse one without the others, naming what is missing", () => {
    expect(() => parseAnalyticsSettings({ ANALYTICS_PROVIDER: "plausible" })).toThrow(
      /ANALYTICS_HOST, ANALYTICS_SITE_ID missing/,
    );
    expect(() =>
      parseAnalyticsSettings({ ANALYTICS_HOST: "https://plausible.io", ANALYTICS_SITE_ID: "a.b" }),
    ).toThrow(/ANALYTICS_PROVIDER missing/);
  });

  it("refuse an unknown provider, a host that is not an https origin, a malformed site id", () => {
    expect(() =>
      parseAnalyticsSettings({ ...env(plausible), ANALYTICS_PROVIDER: "matomo" }),
    ).toThrow(/ANALYTICS_PROVIDER must be one of plausible, umami, goatcounter/);
    for (const host of ["plausible.io", "http://plausible.io", "https://plausible.io/js/"]) {
      expect(
        () => parseAnalyticsSettings({ ...env(plausible), ANALYTICS_HOST: host }),
        host,
      ).toThrow(/ANALYTICS_HOST must be an https origin/);
    }
    expect(() => parseAnalyticsSettings({ ...env(umami), ANALYTICS_SITE_ID: "my-site" })).toThrow(
      /ANALYTICS_SITE_ID is not a Umami site id/,
    );
    expect(() =>
      parseAnalyticsSettings({ ...env(plausible), ANALYTICS_SITE_ID: "https://example.com" }),
    ).toThrow(/ANALYTICS_SITE_ID is not a Plausible Analytics site id/);
    expect(() =>
      parseAnalyticsSettings({ ...env(goatcounter), ANALYTICS_SITE_ID: "someoneelse" }),
    ).toThrow(/ANALYTICS_SITE_ID must be the code in ANALYTICS_HOST \(pearlriver\)/);
  });
});

describe("the provider's script tag", () => {
  const markup = (settings: AnalyticsSettings) =>
    renderToStaticMarkup(createElement(AnalyticsScript, { tag: analyticsTag(settings) }));

  it("is each provider's documented snippet, deferred", () => {
    expect(markup(plausible)).toBe(
      '<script defer="" src="https://plausible.io/js/script.js" fetchPriority="low" data-domain="pearlriversourcing.example"></script>',
    );
    expect(markup(umami)).toContain(
      'src="https://stats.example.com/script.js" fetchPriority="low" data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409"',
    );
    expect(markup(goatcounter)).toContain(
      'src="https://pearlriver.goatcounter.com/count.js" fetchPriority="low" data-goatcounter="https://pearlriver.goatcounter.com/count"',
    );
  });

  it("has the page's CSP admit exactly the provider's host, on the server and in _headers", async () => {
    for (const settings of [plausible, umami, goatcounter]) {
      const config = fixtureSite();
      const home = join(config.siteDir, "index.html");
      writeFileSync(
        home,
        readFileSync(home, "utf8").replace("</body>", `${markup(settings)}</body>`),
      );
      const app = await buildApp(config);
      const page = await app.inject({ url: "/" });
      const notFound = await app.inject({ url: "/missing" });
      await app.close();
      const csp = String(page.headers["content-security-policy"]);
      const directive = (name: string) =>
        csp
          .split("; ")
          .find((entry) => entry.startsWith(`${name} `))!
          .split(" ")
          .slice(1);
      expect(directive("script-src")).toEqual([
        "'self'",
        expect.stringMatching(/^'sha256-/),
        settings.host,
      ]);
      expect(directive("connect-src")).toEqual(["'self'", settings.host]);
      // Only GoatCounter's count.js falls back to an image pixel.
      expect(directive("img-src")).toEqual(
        settings.provider === "goatcounter"
          ? ["'self'", "data:", settings.host]
          : ["'self'", "data:"],
      );
      expect(directive("default-src")).toEqual(["'self'"]);
      // A page without the tag (here the 404 page) admits no other host.
      expect(String(notFound.headers["content-security-policy"])).not.toContain(settings.host);

      const options = securityOptions(config);
      const headers = cdnHeadersFile(pagePolicies(config.siteDir, options), options);
      expect(headers).toContain(`content-security-policy: ${csp}`);
    }
  });
});

describe("the privacy policy's analytics section", () => {
  it("names the provider and its host in every language, with no placeholder left", () => {
    for (const locale of locales) {
      const copy = loadEntry("legal", locale, "privacy").data;
      for (const settings of [plausible, goatcounter]) {
        const section = analyticsPrivacySection(copy.analytics, settings);
        const text = section.paragraphs.join(" ");
        expect(text, locale).toContain(
          settings.provider === "plausible" ? "Plausible Analytics" : "GoatCounter",
        );
        expect(text, locale).toContain(settings.host);
        expect(text, locale).toContain("Lead");
        expect(`${section.heading} ${text}`, locale).not.toMatch(/[{}]/);
      }
    }
  });

  it("is refused as missing when a build has analytics but the copy has no such section", () => {
    expect(() => analyticsPrivacySection(undefined, plausible)).toThrow(/analytics: missing/);
  });
});

describe("the Lead conversion", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function reportWith(provider: string | undefined, window: object) {
    if (provider) vi.stubEnv("VITE_ANALYTICS_PROVIDER", provider);
    vi.stubGlobal("window", window);
    const { reportLeadConversion } = await import("../app/analytics/lead-conversion");
    reportLeadConversion();
  }

  it("calls the configured provider's API with the event's name alone", async () => {
    const plausibleApi = vi.fn();
    const umamiApi = { track: vi.fn() };
    const goatcounterApi = { count: vi.fn() };
    const trackers = { plausible: plausibleApi, umami: umamiApi, goatcounter: goatcounterApi };
    await reportWith("plausible", trackers);
    expect(plausibleApi.mock.calls).toEqual([["Lead"]]);
    vi.resetModules();
    await reportWith("umami", trackers);
    expect(umamiApi.track.mock.calls).toEqual([["Lead"]]);
    vi.resetModules();
    await reportWith("goatcounter", trackers);
    expect(goatcounterApi.count.mock.calls).toEqual([[{ path: "Lead", event: true }]]);
    // Each call went to its own provider only.
    expect(plausibleApi).toHaveBeenCalledTimes(1);
    expect(umamiApi.track).toHaveBeenCalledTimes(1);
  });

  it("does nothing without analytics, or when the tracker's global is missing", async () => {
    const plausibleApi = vi.fn();
    await reportWith(undefined, { plausible: plausibleApi });
    expect(plausibleApi).not.toHaveBeenCalled();
    vi.resetModules();
    await expect(reportWith("umami", { plausible: plausibleApi })).resolves.toBeUndefined();
    expect(plausibleApi).not.toHaveBeenCalled();
  });
});
