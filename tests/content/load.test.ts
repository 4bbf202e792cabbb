import { execFileSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  fallbackClose,
  fallbackOpen,
  resolveFallbackMarks,
  stripFallback,
} from "@lib/content/fallback";
import { loadEntry } from "@lib/content/load.server";
import { contentCopy, contentErrorOf } from "../support/content-copy";

let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
});
afterEach(() => content.remove());

describe("a broken content file is named with its field (issue 14)", () => {
  it("a required field left out of the source names the file and the path", () => {
    content.edit("home/en/page.yaml", (home) => delete home.hero.title);
    expect(contentErrorOf(() => loadEntry("home", "en", "page"))).toContain(
      "content/home/en/page.yaml: hero.title: required",
    );
  });

  it("a meta title over 65 characters in one locale names that locale's file", () => {
    content.edit("home/es/page.yaml", (home) => (home.meta.title = "Muy largo ".repeat(8)));
    expect(contentErrorOf(() => loadEntry("home", "es", "page"))).toMatch(
      /^content\/home\/es\/page\.yaml: meta\.title: at most 65 characters$/m,
    );
  });

  it("an unknown field and a wrong count are refused", () => {
    content.edit("sectors/ru/horeca.yaml", (sector) => {
      sector.subtitel = "опечатка";
      sector.intro.push("третий абзац");
    });
    const message = contentErrorOf(() => loadEntry("sectors", "ru", "horeca"));
    expect(message).toContain("content/sectors/ru/horeca.yaml: intro: exactly 2 items");
    expect(message).toContain("content/sectors/ru/horeca.yaml: subtitel: unknown field");
  });

  it("a broken ICU message is refused", () => {
    content.edit(
      "sectors/ru/horeca.yaml",
      (sector) => (sector.title = "Оборудование {count, plural, one {"),
    );
    expect(contentErrorOf(() => loadEntry("sectors", "ru", "horeca"))).toContain(
      "content/sectors/ru/horeca.yaml: title: message:",
    );
  });

  it("a placeholder that names no fact fails", () => {
    content.edit("ui/ar/site.yaml", (ui) => (ui.footer.rights = "{unknownFigure}"));
    expect(contentErrorOf(() => loadEntry("ui", "ar", "site"))).toContain(
      "content/ui/ar/site.yaml: footer.rights: message:",
    );
  });

  it("malformed YAML names the file and line", () => {
    content.write("legal/ru/terms.yaml", "title: [unclosed\nsections: x\n");
    expect(contentErrorOf(() => loadEntry("legal", "ru", "terms"))).toMatch(
      /content\/legal\/ru\/terms\.yaml: line \d+:/,
    );
  });

  it("npm run build stops at the content check with the file and field in its message", () => {
    content.edit("home/es/page.yaml", (home) => (home.hero.primaryCta = ""));
    content.edit("sectors/en/medical.yaml", (sector) => delete sector.meta.description);
    let output = "";
    try {
      execFileSync("npm", ["run", "build"], { env: process.env, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      expect(failed.status).not.toBe(0);
      output = failed.stdout + failed.stderr;
    }
    expect(output).toContain("content/sectors/en/medical.yaml: meta.description: required");
    // A blank translation is not an error but a missing field, which a production build refuses.
    expect(output).toContain(
      "content/home/es/page.yaml: hero.primaryCta: missing, shown in English",
    );
    expect(output).not.toContain("Prerender");
  }, 60_000);
});

describe("a field a locale lacks falls back to English, marked (issue 14)", () => {
  it("takes the English text, lists the field, and marks it for lang and dir", () => {
    content.edit("home/ar/page.yaml", (home) => delete home.hero.title);
    const { data, fallbacks } = loadEntry("home", "ar", "page");
    const english = loadEntry("home", "en", "page").data.hero.title;
    expect(fallbacks).toEqual(["hero.title"]);
    expect(data.hero.title).toBe(`${fallbackOpen}${english}${fallbackClose}`);
    expect(stripFallback(data.hero.title)).toBe(english);
    expect(data.hero.tagline).not.toContain(fallbackOpen);
  });

  it("the prerendered page wraps marked text in lang and dir, and strips marks from attributes and scripts", () => {
    const marked = `${fallbackOpen}Hello${fallbackClose}`;
    const html = `<title>${marked}</title><h1 class="x">${marked}</h1><img alt="${marked}"><script>"${marked}"</script>`;
    expect(resolveFallbackMarks(html, "en", "ltr")).toBe(
      `<title>Hello</title><h1 class="x"><span lang="en" dir="ltr">Hello</span></h1><img alt="Hello"><script>"Hello"</script>`,
    );
  });
});
