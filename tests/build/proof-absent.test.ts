import { describe, expect, it } from "vitest";
import { locales } from "@lib/i18n/locales";
import { readPage } from "./site";

/**
 * Issue 21: the shipped content has no case study, testimonial, certificate or team
 * member (nothing invented), so their sections are absent from the HTML; "How we work" is
 * an ordered list of the six steps on every home page.
 */
describe("the home page of the shipped content", () => {
  it.each(locales)("%s: no empty proof section, and the six steps in order", (locale) => {
    const html = readPage(`/${locale}`);
    for (const id of ["case-studies", "testimonials", "team", "certificates"]) {
      expect(html, id).not.toContain(`id="${id}"`);
      expect(html, id).not.toContain(`id="${id}-title"`);
    }
    const steps = html.match(/<section id="how-we-work"[\s\S]*?<\/section>/)?.[0] ?? "";
    const list = steps.match(/<ol[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? "";
    expect(list.match(/<li\b/g)?.length).toBe(6);
  });
});
