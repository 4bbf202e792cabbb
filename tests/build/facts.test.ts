import { describe, expect, it } from "vitest";
import { stripFallbackDeep } from "@lib/content/fallback";
import { loadFacts } from "@lib/content/facts.server";
import { loadEntry } from "@lib/content/load.server";
import { locales } from "@lib/i18n/locales";
import { pagePaths, readPage } from "./site";

const facts = loadFacts();
/** The build ran this year (`npm run build` right before `npm run test:build`). */
const years = new Date().getUTCFullYear() - facts.foundedYear;

describe("years of experience are derived from the founding year (issue 14)", () => {
  for (const locale of locales) {
    it(`/${locale} states ${years} years (build year minus ${facts.foundedYear}) beside its label`, () => {
      const label = stripFallbackDeep(loadEntry("home", locale, "page").data).hero.figures.years;
      const html = readPage(`/${locale}`);
      const shown = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>(?:<span[^>]*>)?([^<]*)<`).exec(
        html,
      );
      expect(shown?.[1]).toBe(String(years));
    });
  }

  it("no page says nineteen years", () => {
    const stale = /nineteen|девятнадцат|diecinueve|تسعة عشر|\b19 (years|лет|años)|19 عام/iu;
    const offenders = pagePaths.filter((path) => stale.test(readPage(path)));
    // Paths only: a failure must not print whole pages.
    expect(offenders).toEqual([]);
  });
});
