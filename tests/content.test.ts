import { describe, expect, it } from "vitest";
import { loadCopy } from "~/content";
import { locales } from "~/i18n/locales";
import { sectorSlugs } from "~/i18n/paths";

describe("sector records", () => {
  for (const locale of locales) {
    it(`${locale}: each of the six sectors has four categories of five items, two intro paragraphs and four side-card bullets`, async () => {
      const { sectors } = await loadCopy(locale);
      expect(Object.keys(sectors).sort()).toEqual([...sectorSlugs].sort());
      for (const slug of sectorSlugs) {
        const sector = sectors[slug];
        expect(sector.categories.cards, slug).toHaveLength(4);
        for (const card of sector.categories.cards) {
          expect(card.items, `${slug}: ${card.title}`).toHaveLength(5);
          expect(new Set(card.items).size).toBe(5);
        }
        expect(sector.intro).toHaveLength(2);
        expect(sector.sideCard.items).toHaveLength(4);
      }
    });
  }
});

describe("search snippets", () => {
  for (const locale of locales) {
    it(`${locale}: every page's title and description fit search results and are unique`, async () => {
      const { home, sectors, missions } = await loadCopy(locale);
      const metas = [home.meta, missions.meta, ...sectorSlugs.map((slug) => sectors[slug].meta)];
      for (const { title, description } of metas) {
        expect(title.length, title).toBeGreaterThanOrEqual(30);
        expect(title.length, title).toBeLessThanOrEqual(65);
        expect(description.length, description).toBeGreaterThanOrEqual(70);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
      expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
      expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    });
  }
});
