import { describe, expect, it } from "vitest";
import { loadEntry } from "@lib/content/load.server";
import { locales } from "@lib/i18n/locales";
import { sectorSlugs } from "@lib/i18n/paths";

describe("sector records", () => {
  for (const locale of locales) {
    it(`${locale}: each of the six sectors has four categories of five distinct items`, () => {
      for (const slug of sectorSlugs) {
        const sector = loadEntry("sectors", locale, slug).data;
        expect(sector.categories.cards, slug).toHaveLength(4);
        for (const card of sector.categories.cards) {
          expect(new Set(card.items).size, `${slug}: ${card.title}`).toBe(5);
        }
      }
    });
  }
});

describe("search snippets", () => {
  for (const locale of locales) {
    it(`${locale}: every page's title and description are unique`, () => {
      const metas = [
        loadEntry("home", locale, "page").data.meta,
        loadEntry("missions", locale, "business-missions").data.meta,
        loadEntry("legal", locale, "privacy").data.meta,
        loadEntry("legal", locale, "terms").data.meta,
        ...sectorSlugs.map((slug) => loadEntry("sectors", locale, slug).data.meta),
      ];
      expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
      expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    });
  }
});
