import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../support/project-copy";

/**
 * Issue 14: a fifth language is one registry entry and one content folder. The test copies
 * the project, adds the fixture's entry to content/locales.json and its few translated
 * fields under content/, builds a preview (missing fields allowed), and reads the output.
 */
const fixture = join(process.cwd(), "tests", "fixtures", "fifth-locale");
const entry = JSON.parse(readFileSync(join(fixture, "locale.json"), "utf8")) as { code: string };
const code = entry.code;
let project = "";
let buildLog = "";

beforeAll(() => {
  project = copyProject("fifth-locale-");
  const registryFile = join(project, "content", "locales.json");
  const registry = JSON.parse(readFileSync(registryFile, "utf8"));
  registry.locales.push(entry);
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  cpSync(join(fixture, "content"), join(project, "content"), { recursive: true });
  // The fixture build uses the default SITE_URL and the copied content/, whatever the caller set.
  const env = { ...process.env };
  delete env.SITE_URL;
  delete env.CONTENT_DIR;
  const build = spawnSync("npm", ["run", "build"], {
    cwd: project,
    env: { ...env, CONTENT_ALLOW_MISSING: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // Warnings go to stderr, the build's progress to stdout: the test reads both.
  buildLog = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`the fixture build failed:\n${buildLog.slice(-4000)}`);
}, 600_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const page = (path: string) =>
  readFileSync(join(project, "build", "client", path, "index.html"), "utf8");

describe(`a fifth locale from a fixture (${code})`, () => {
  it("gets every route, prerendered in its language", () => {
    for (const suffix of [
      "",
      "/business-missions",
      "/horeca",
      "/premium-cars",
      "/privacy",
      "/terms",
      "/404",
    ]) {
      expect(
        existsSync(join(project, "build", "client", `${code}${suffix}`, "index.html")),
        suffix,
      ).toBe(true);
    }
    expect(page(code)).toMatch(new RegExp(`<html lang="${code}" dir="ltr"`));
  });

  it("shows its own translations and English for the rest, marked lang=en", () => {
    const html = page(code);
    expect(html).toContain("Ihr Partner für die Beschaffung in China");
    expect(html).toContain(">Leistungen<");
    // The services heading is not translated: English, in an element that says so.
    expect(html).toMatch(/<span lang="en" dir="ltr">What we source for you<\/span>/);
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });

  it("prints a warning per field that fell back", () => {
    expect(buildLog).toMatch(
      new RegExp(`content/home/${code}/page\\.yaml: services\\.heading: missing, shown in English`),
    );
    expect(buildLog).not.toMatch(
      new RegExp(`content/home/${code}/page\\.yaml: hero\\.title: missing`),
    );
  });

  it("has an entry in every page's language switcher", () => {
    for (const path of ["en", "ar/horeca", `${code}/terms`]) {
      expect(page(path)).toMatch(
        new RegExp(`<a href="/${code}[^"]*" hrefLang="${code}" lang="${code}"`),
      );
    }
  });

  it("appears in every page's hreflang alternates and in the sitemap", () => {
    expect(page("ru/medical")).toContain(
      `<link rel="alternate" hrefLang="${code}" href="https://www.pearlriversourcing.example/${code}/medical"/>`,
    );
    const sitemap = readFileSync(join(project, "build", "client", "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>https://www.pearlriversourcing.example/${code}/villas</loc>`);
    expect(sitemap).toContain(`hreflang="${code}"`);
  });
});
