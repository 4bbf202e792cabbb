import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
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

describe("imports point one way (issue 33)", () => {
  /**
   * Each source file's imports, `import type` included, resolved as TypeScript resolves
   * them (relative paths and the `~/`, `@lib/` aliases), to files of the repository.
   * The lint rule `import-x/no-cycle` checks the same for runtime imports only: it skips
   * type-only ones by design, so a circle of types is caught here.
   */
  function importGraph(): Map<string, string[]> {
    const configFile = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config;
    const { options } = ts.parseJsonConfigFileContent(configFile, ts.sys, root);
    const files = ["app", "server", "lib", "inbox", "cms", "scripts", "bench", "tests", "e2e"]
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .map((file) => join(root, file));
    return new Map(
      files.map((file) => {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
        const targets = importedFiles
          .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys))
          .map(({ resolvedModule }) => resolvedModule?.resolvedFileName)
          .filter((target): target is string => Boolean(target))
          // React Router's generated route types import their route back: not our code.
          .filter((target) => !/[\\/](node_modules|\.react-router)[\\/]/.test(target))
          .map((target) => resolve(target));
        return [file, targets];
      }),
    );
  }

  /** The circles of `graph`: its strongly connected components of two files or more, or a file importing itself (Tarjan). */
  function circles(graph: Map<string, string[]>): string[][] {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const found: string[][] = [];
    const visit = (file: string) => {
      index.set(file, next);
      low.set(file, next++);
      stack.push(file);
      for (const target of graph.get(file) ?? []) {
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file)!, low.get(target)!));
        } else if (stack.includes(target)) {
          low.set(file, Math.min(low.get(file)!, index.get(target)!));
        }
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(relative(root, member));
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    };
    for (const file of graph.keys()) if (!index.has(file)) visit(file);
    return found;
  }

  it("no module imports itself through others, type-only imports included", () => {
    const graph = importGraph();
    // The scan resolves imports at all, aliases included.
    const edges = [...graph.values()].flat().map((target) => relative(root, target));
    expect(edges).toContain(join("server", "site-files.ts"));
    expect(edges).toContain(join("app", "seo", "site-url.ts"));
    expect(circles(graph)).toEqual([]);
  });
});
