import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { Server } from "node:http";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { variantCollectorPort, variantSite } from "../tests/support/variant-site";
import { startPlausibleCollector, type CollectedEvent } from "./analytics-collector";
import { copyOf } from "./content";
import { watchConsole } from "./console";

/**
 * Issue 20, item 5: the variant site (tests/support/variant-site.ts), built with Plausible
 * analytics pointed at a stand-in collector on loopback, which serves Plausible's own tracker. A visit's page
 * view and, after a lead the server accepted, the "Lead" event arrive there, with nothing
 * typed into the form; the pages' CSP admits the collector and nothing else.
 */
test.describe("analytics with a stand-in Plausible collector", () => {
  test.describe.configure({ mode: "serial", timeout: 900_000 });

  const collectorPort = variantCollectorPort;
  const collectorOrigin = `http://127.0.0.1:${collectorPort}`;
  const en = copyOf("ui", "en", "site");
  let project = "";
  let site = "";
  let app: FastifyInstance | undefined;
  let collector: { server: Server; events: CollectedEvent[] } | undefined;

  test.beforeAll(async () => {
    // The variant site's build, when this run has not made it yet: minutes.
    test.setTimeout(1_200_000);
    ({ project } = await variantSite());
    collector = await startPlausibleCollector(collectorPort);
    // The server is this repository's, serving the variant's build; it reads no ANALYTICS_*.
    const config = loadConfig({
      SITE_DIR: join(project, "build", "client"),
      LEADS_DB: join(mkdtempSync(join(tmpdir(), "analytics-e2e-")), "leads.db"),
      LOG_LEVEL: "warn",
    });
    app = await buildApp(config);
    site = await app.listen({ port: 0, host: "127.0.0.1" });
  });

  test.afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => (collector ? collector.server.close(resolve) : resolve(null)));
  });

  test("a page view and, after a lead, the Lead event reach the collector; the CSP admits it", async ({
    page,
  }) => {
    const logged = watchConsole(page);
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener("securitypolicyviolation", (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });

    const response = await page.goto(`${site}/en`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain(`script-src 'self' `);
    expect(csp).toMatch(new RegExp(`script-src [^;]* ${collectorOrigin};`));
    expect(csp).toContain(`connect-src 'self' ${collectorOrigin};`);
    expect(csp).toContain("img-src 'self' data:;");

    const events = collector!.events;
    await expect
      .poll(() => events.filter((event) => event.n === "pageview").map((event) => event.u))
      .toEqual([`${site}/en`]);
    expect(events[0]?.d).toBe("pearlriversourcing.example");

    const typed = { name: "Analytics Tester", email: "analytics@buyer.example" };
    const form = page.getByRole("form", { name: en.contactForm.label });
    await form.getByRole("textbox", { name: en.contactForm.name, exact: true }).fill(typed.name);
    await form.getByRole("textbox", { name: en.contactForm.email, exact: true }).fill(typed.email);
    await form
      .getByRole("textbox", { name: en.contactForm.message, exact: true })
      .fill("Twenty combi ovens");
    // The time trap marks forms sent within 3 s of opening as spam; people take longer.
    await page.waitForTimeout(3100);
    // No Lead before the server has accepted one.
    expect(events.some((event) => event.n === "Lead")).toBe(false);
    await form.getByRole("button", { name: en.contactForm.submit }).click();
    await expect(page.getByText(en.leadForm.sent.title)).toBeVisible();
    await expect.poll(() => events.filter((event) => event.n === "Lead").length).toBe(1);
    const lead = events.find((event) => event.n === "Lead")!;
    expect(lead.u).toBe(`${site}/en`);
    const sent = JSON.stringify(events);
    for (const value of [...Object.values(typed), "Twenty combi ovens", "buyer.example"]) {
      expect(sent).not.toContain(value);
    }

    const violations = await page.evaluate(
      () => (window as unknown as { violations: string[] }).violations,
    );
    expect(violations).toEqual([]);
    expect(logged.messages).toEqual([]);
    expect([...origins].sort()).toEqual([site, collectorOrigin].sort());
  });

  test("the privacy policy names the service and its host, in every language", async ({ page }) => {
    for (const locale of ["en", "ar", "ru", "es"]) {
      const copy = copyOf("legal", locale, "privacy");
      await page.goto(`${site}/${locale}/privacy`);
      const heading = page.getByRole("heading", { name: copy.analytics!.heading });
      await expect(heading).toBeVisible();
      const section = page.locator("section", { has: heading });
      await expect(section).toContainText("Plausible Analytics");
      await expect(section).toContainText(collectorOrigin);
    }
    // Every public page carries the tag; the terms page has no analytics section.
    const terms = readFileSync(
      join(project, "build", "client", "en", "terms", "index.html"),
      "utf8",
    );
    expect(terms).toContain(`src="${collectorOrigin}/js/script.js"`);
    expect(terms).not.toContain(copyOf("legal", "en", "privacy").analytics!.heading);
  });
});
