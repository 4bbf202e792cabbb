import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@lib/i18n/locales";
import { root, sourceFiles } from "./support/source-files";

const code = ["app", "server", "lib", "scripts", "bench"].flatMap((dir) => sourceFiles(dir));
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("copy lives in content/, not in code (issue 14)", () => {
  it("no .ts/.tsx file under app/, server/ or lib/ holds Arabic or Cyrillic letters or Spanish punctuation", () => {
    const foreign = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\u0400-\u04FF¿¡ñ]/u;
    const offenders = code
      .filter((file) => /^(app|server|lib)\/.*\.tsx?$/.test(file))
      .filter((file) => foreign.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it("no file outside the registry (content/locales.json) and the tests lists the site's locale codes", () => {
    const files = [...code, ...["react-router.config.ts", "vite.config.ts", "package.json"]];
    const offenders = files.filter((file) => {
      const text = read(file);
      return locales.every((locale) =>
        new RegExp(`["'\`]${locale}["'\`]|\\b${locale}:`).test(text),
      );
    });
    expect(offenders).toEqual([]);
  });

  /** Files of `dirs` that import a module inside the top-level `inbox/` folder (the inbox UI). */
  const importersOfInbox = (dirs: string[]) =>
    dirs
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) =>
        [...read(file).matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g)].some(
          ([, spec]) =>
            relative(root, resolve(root, dirname(file), spec!)).startsWith(`inbox${sep}`),
        ),
      );

  it("the server and lib/ never import the inbox UI (inbox/): it is browser code built apart", () => {
    expect(importersOfInbox(["server", "lib"])).toEqual([]);
  });

  it("the public pages never import the inbox UI: its JavaScript is its own bundle", () => {
    expect(importersOfInbox(["app"])).toEqual([]);
  });

  it("the server and lib/ never import the app or the CMS: what they share lives in lib/", () => {
    const offenders = [...sourceFiles("server"), ...sourceFiles("lib")].filter((file) =>
      /from\s+["'](~\/|(\.\.\/)+(app|cms)\/)/.test(read(file)),
    );
    expect(offenders.map((file) => relative(root, join(root, file)))).toEqual([]);
  });
});
