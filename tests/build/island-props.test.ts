import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stripFallbackDeep } from "@lib/content/fallback";
import { loadEntry } from "@lib/content/load.server";
import { locales } from "@lib/i18n/locales";
import { documentElements } from "../../scripts/seo/markup";
import { prerenderedPaths, readPage, siteDir } from "./site";

/** An island container of a prerendered page, its attributes as the browser reads them. */
interface Container {
  page: string;
  island: string;
  props: Record<string, unknown>;
  sharedSrc: string | undefined;
}

const containers: Container[] = prerenderedPaths().flatMap((page) =>
  documentElements(readPage(page))
    .filter((element) => element.attrs["data-island"] !== undefined)
    .map((element) => ({
      page,
      island: element.attrs["data-island"]!,
      props: JSON.parse(element.attrs["data-props"] ?? "null") as Record<string, unknown>,
      sharedSrc: element.attrs["data-shared-src"],
    })),
);
const leadForms = containers.filter((container) => container.island === "lead-form");

/** The shared props file a container names, parsed. */
function sharedOf(container: Container): Record<string, unknown> {
  return JSON.parse(readFileSync(join(siteDir, container.sharedSrc!), "utf8"));
}

/**
 * Issue 33, item 6: the lead forms' copy (labels, error, sent, failure and consent texts) and
 * choices are the same on every page of a locale, so they travel in one cached file per form
 * and locale (`scripts/islands/build.ts`), not in each page's first bytes.
 */
describe("island props in the prerendered pages", () => {
  it("has lead forms on the pages to check", () => {
    expect(leadForms.length).toBeGreaterThan(30);
  });

  it("keeps the lead forms' error, failure and consent texts out of the pages' data-props", () => {
    for (const locale of locales) {
      const { leadForm } = stripFallbackDeep(loadEntry("ui", locale, "site").data);
      const texts = [
        ...Object.values(leadForm.errors),
        ...Object.values(leadForm.failed),
        leadForm.consent.before,
        leadForm.consent.transfer,
      ].filter((text) => text.length > 20);
      expect(texts.length).toBeGreaterThan(5);
      for (const form of leadForms.filter((container) => container.props.locale === locale)) {
        const inline = JSON.stringify(form.props);
        expect(
          texts.filter((text) => inline.includes(JSON.stringify(text).slice(1, -1))),
          form.page,
        ).toEqual([]);
      }
    }
  });

  it("leaves no island's shared props inline in a page: the build lifted them all", () => {
    const inline = prerenderedPaths().filter((page) =>
      readPage(page).includes("data-shared-props"),
    );
    expect(inline).toEqual([]);
  });

  it("names for every shared-props container a content-addressed file in the build that parses", () => {
    const named = containers.filter((container) => container.sharedSrc !== undefined);
    expect(named.length).toBeGreaterThanOrEqual(leadForms.length);
    for (const container of named) {
      const src = container.sharedSrc!;
      expect(src, container.page).toMatch(
        new RegExp(`^/assets/islands/${container.island}\\.[0-9a-f]{12}\\.json$`),
      );
      const file = join(siteDir, src);
      expect(existsSync(file), `${container.page}: ${src}`).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(() => JSON.parse(text), src).not.toThrow();
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 12);
      expect(src, "the file's name is its content's digest").toContain(`.${hash}.json`);
    }
  });

  it("gives each lead form its locale's copy, in one file shared by the pages of that locale", () => {
    for (const locale of locales) {
      const { leadForm, contactForm } = stripFallbackDeep(loadEntry("ui", locale, "site").data);
      const contact = leadForms.filter(
        (container) => container.props.locale === locale && container.props.form === "contact",
      );
      expect(contact.length, locale).toBeGreaterThan(5);
      const files = new Set(contact.map((container) => container.sharedSrc));
      expect([...files], `${locale}: the contact form's shared props`).toHaveLength(1);
      const shared = sharedOf(contact[0]!);
      expect(shared.leadForm).toEqual(leadForm);
      expect(shared.copy).toEqual(contactForm);
      for (const form of ["contact", "mission"]) {
        const pages = leadForms.filter(
          (container) => container.props.locale === locale && container.props.form === form,
        );
        expect(pages.length, `${locale} ${form}`).toBeGreaterThan(0);
        expect(new Set(pages.map((container) => container.sharedSrc)).size).toBe(1);
        // What stays in the page: which form, and the page it reports with the lead.
        for (const container of pages) expect(container.props.page).toBe(container.page);
      }
    }
  });
});
