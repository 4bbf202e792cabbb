import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { z } from "zod";
import { buildTimeVariables, envGroups } from "../lib/config/env";
import { configurationDocument, configurationPath } from "../scripts/docs/configuration-document";
import { root, sourceFiles } from "./support/source-files";

/** Issue 36, item 3: the settings' schemas are the one list of settings and their document. */

const schemaNames = envGroups.flatMap((group) => Object.keys(group.shape));
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The environment variables `file` reads as `env.NAME`, `process.env.NAME` or `env["NAME"]`. */
function variablesReadBy(file: string): string[] {
  const text = read(file);
  return [
    ...text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g),
    ...text.matchAll(/\benv\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\]/g),
  ].map((match) => match[1]!);
}

/**
 * Every property name `file` reads: `x.NAME`, `x["NAME"]` and `const { NAME } = x`, as the
 * parsed settings are read (`server.PORT`, `env.CMS_BACKEND` in a rule between settings).
 * An object literal's key, such as a schema's own declaration `PORT: port(3000)`, and a
 * comment do not count: the file is parsed by TypeScript, not searched.
 */
function namesReadIn(file: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) names.push(node.name.text);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
      names.push(node.argumentExpression.text);
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name)) names.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe("docs/configuration.md", () => {
  it("is what `npm run docs:config` generates from the schemas (run it after changing one)", async () => {
    expect(readFileSync(configurationPath, "utf8")).toBe(await configurationDocument());
  });

  it("gives every variable a row, once", () => {
    const document = readFileSync(configurationPath, "utf8");
    for (const name of [...schemaNames, ...buildTimeVariables.map((variable) => variable.name)]) {
      expect(document.match(new RegExp(`^\\| \`${name}\` +\\|`, "gm")), name).toHaveLength(1);
    }
  });
});

describe("the settings' schemas", () => {
  it("name each variable once, with a description, in a titled and described group", () => {
    expect(new Set(schemaNames).size).toBe(schemaNames.length);
    for (const group of envGroups) {
      const meta = z.globalRegistry.get(group);
      expect(meta?.title, Object.keys(group.shape)[0]).toBeTruthy();
      expect(meta?.description, String(meta?.title)).toBeTruthy();
      for (const [name, field] of Object.entries(group.shape)) {
        expect(z.globalRegistry.get(field)?.description, name).toBeTruthy();
      }
    }
  });

  it("state a default in words only where the schema itself gives the variable none", () => {
    for (const group of envGroups) {
      for (const [name, field] of Object.entries(group.shape) as [string, z.ZodType][]) {
        if (z.globalRegistry.get(field)?.unset === undefined) continue;
        const unset = field.safeParse(undefined);
        expect(unset.success && [undefined, false].includes(unset.data as never), name).toBe(true);
      }
    }
  });

  it("hold every variable that server/ and lib/ read, but the build-time ones listed", () => {
    const listed = new Set([
      ...schemaNames,
      ...buildTimeVariables.map((variable) => variable.name),
    ]);
    const reads = ["server", "lib"]
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .flatMap((file) => variablesReadBy(file).map((name) => `${name} (${file})`));
    // The scan finds reads at all: the content folder switch, the schemas' own rules.
    expect(reads.some((read) => read.startsWith("CONTENT_DIR "))).toBe(true);
    expect(reads.some((read) => read.startsWith("CLIENT_IP_HEADER "))).toBe(true);
    expect(reads.filter((read) => !listed.has(read.split(" ")[0]!))).toEqual([]);
  });

  it("hold only variables the code reads: a documented setting that nothing reads fails", () => {
    const readNames = new Set(
      ["server", "lib", "scripts", "app"]
        .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
        .concat("vite.config.ts", "react-router.config.ts")
        // Only files naming a variable at all are worth parsing.
        .filter((file) => schemaNames.some((name) => read(file).includes(name)))
        .flatMap(namesReadIn),
    );
    expect(readNames.has("PORT")).toBe(true); // the scan finds reads at all: `server.PORT`
    expect(schemaNames.filter((name) => !readNames.has(name))).toEqual([]);
  });

  it("list as build-time only variables read somewhere and in no schema", () => {
    const code = ["app", "lib", "scripts"]
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .concat("vite.config.ts")
      .map(read)
      .join("\n");
    for (const { name } of buildTimeVariables) {
      expect(schemaNames, name).not.toContain(name);
      expect(code, name).toMatch(new RegExp(`\\benv(\\?)?\\.${name}\\b`));
    }
  });
});
