import { describe, expect, it } from "vitest";
import { locales } from "@lib/i18n/locales";
import {
  allRoutePaths,
  localeFromPath,
  localizedPath,
  pageSuffixes,
  suffixFromPath,
} from "@lib/i18n/paths";
import { switcherOrder, switchTarget } from "~/i18n/switcher";

describe("localizedPath", () => {
  for (const locale of locales) {
    for (const suffix of pageSuffixes) {
      const expected = suffix ? `/${locale}/${suffix}` : `/${locale}`;
      it(`${locale} + "${suffix}" → ${expected}`, () => {
        const path = localizedPath(locale, suffix);
        expect(path).toBe(expected);
        // and the path reads back as the same locale and page
        expect(localeFromPath(path)).toBe(locale);
        expect(suffixFromPath(path)).toBe(suffix);
      });
    }
  }

  it("gives English its /en prefix", () => {
    expect(localizedPath("en")).toBe("/en");
    expect(localizedPath("en", "premium-cars")).toBe("/en/premium-cars");
  });
});

describe("localeFromPath", () => {
  it("reads only the first segment", () => {
    expect(localeFromPath("/ar/medical")).toBe("ar");
    expect(localeFromPath("/horeca/ru")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/de/horeca")).toBe("en");
  });
});

describe("suffixFromPath", () => {
  it("rejects paths that are not pages", () => {
    expect(suffixFromPath("/ru/unknown")).toBeNull();
    expect(suffixFromPath("/xx/horeca")).toBeNull();
    expect(suffixFromPath("/ru/horeca/extra")).toBeNull();
  });
});

describe("allRoutePaths", () => {
  it("lists every locale × page once, 4 home pages and 6 sectors each", () => {
    const paths = allRoutePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(locales.length * pageSuffixes.length);
    for (const locale of locales) {
      expect(paths).toContain(`/${locale}`);
      expect(paths).toContain(`/${locale}/business-missions`);
      expect(paths).toContain(`/${locale}/premium-cars`);
    }
  });
});

describe("language switcher", () => {
  it("lists the current locale first", () => {
    expect(switcherOrder("en")).toEqual(["en", "ar", "ru", "es"]);
    expect(switcherOrder("ru")).toEqual(["ru", "en", "ar", "es"]);
    expect(switcherOrder("es")).toEqual(["es", "en", "ar", "ru"]);
  });

  it("in Arabic reverses the order, the current locale last", () => {
    expect(switcherOrder("ar")).toEqual(["es", "ru", "en", "ar"]);
  });

  it("keeps the page when switching and sends English to /en", () => {
    expect(switchTarget("/ru/horeca", "es")).toBe("/es/horeca");
    expect(switchTarget("/ar/business-missions", "en")).toBe("/en/business-missions");
    expect(switchTarget("/", "ar")).toBe("/ar");
    expect(switchTarget("/en/premium-cars", "ru")).toBe("/ru/premium-cars");
    expect(switchTarget("/es/no-such-page", "ru")).toBe("/ru");
  });
});
