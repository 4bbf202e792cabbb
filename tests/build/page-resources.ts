import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { siteDir } from "./site";

if (!existsSync(join(siteDir, "index.html"))) {
  throw new Error(`No build in ${siteDir}: run "npm run build" before "npm run test:build"`);
}

/** The HTML of the page at site path `path`. */
export function pageHtml(path: string): string {
  return builtFile(pageFile(path)).toString("utf8");
}

/** The built file a root-relative URL names (`/assets/x.js`). */
export function builtFile(url: string): Buffer {
  return readFileSync(join(siteDir, url.split(/[?#]/)[0]!.slice(1)));
}

/**
 * Bytes the server sends for the built file at `url`: the .br and .gz copies the build
 * wrote (scripts/precompress.ts), or the file itself where a copy would not be smaller.
 */
export function servedSize(url: string): { gzip: number; brotli: number } {
  const file = join(siteDir, url.split(/[?#]/)[0]!.slice(1));
  if (!existsSync(file)) throw new Error(`${url} is not in the build`);
  const size = (copy: string) => statSync(existsSync(copy) ? copy : file).size;
  return { gzip: size(`${file}.gz`), brotli: size(`${file}.br`) };
}

/** The URL of the HTML file of the page at site path `path`. */
export function pageFile(path: string): string {
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/** The attributes of every `tag` element in `html` (the prerendered markup is React's, well formed). */
export function elements(html: string, tag: string): Record<string, string>[] {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, "gi")) ?? []).map((element) =>
    Object.fromEntries(
      [...element.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [
        m[1]!.toLowerCase(),
        m[2]!.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

/** Attribute `name` of every `tag` element in `html` that has it. */
export function attributes(html: string, tag: string, name: string): string[] {
  return elements(html, tag).flatMap((element) => element[name] ?? []);
}

/**
 * The scripts a page loads before it is interactive: the modules it preloads and the
 * modules its inline bootstrap imports (React Router's `<Scripts>`), without duplicates.
 */
export function firstLoadScripts(html: string): string[] {
  const preloaded = elements(html, "link")
    .filter((link) => link.rel === "modulepreload")
    .flatMap((link) => link.href ?? []);
  const inline = html.match(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g) ?? [];
  const imported = inline.flatMap((script) =>
    [...script.matchAll(/import(?:\s*\(\s*|[^"'()]*?from\s*|\s*)"([^"]+)"/g)].map((m) => m[1]!),
  );
  const sources = attributes(html, "script", "src");
  return [...new Set([...preloaded, ...imported, ...sources])];
}

/** The built script at root-relative `url` and every script it imports statically, transitively. */
export function staticImportClosure(urls: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = builtFile(url).toString("utf8");
    const base = url.slice(0, url.lastIndexOf("/") + 1);
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)) {
      visit(base + m[1]!.slice(2));
    }
  };
  urls.forEach(visit);
  return [...seen];
}

/** The built chunk of module `name` (`island-root` → `/assets/island-root-Ab12Cd34.js`). */
export function chunkOf(name: string): string {
  const file = readdirSync(join(siteDir, "assets")).find((f) =>
    new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f),
  );
  if (!file) throw new Error(`No chunk for ${name} in the build`);
  return `/assets/${file}`;
}

/** The stylesheets a page links. */
export function stylesheets(html: string): string[] {
  return elements(html, "link")
    .filter((link) => link.rel === "stylesheet")
    .flatMap((link) => link.href ?? []);
}

/** The text of each `<style>` element of a page (the site's stylesheet is inlined). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
}
