import { describe, expect, test } from "vitest";
import { criticalCss } from "../scripts/perf/critical-css";

/** Issue 33: what a page inlines for its first screen (scripts/build-critical-css.ts). */
const stylesheet = [
  '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2)}',
  '@font-face{font-family:"Noto Sans Arabic Variable";src:url(/assets/arabic.woff2)}',
  '@layer theme{:root{--font-sans:var(--inter-stack);--inter-stack:"Inter Variable",sans-serif;--color-ink:#111;--color-sand:#eee;--spacing:.25rem}}',
  "@layer base{html{font-family:var(--font-sans)}}",
  "@layer utilities{",
  ".bg-ink{background:var(--color-ink)}",
  ".bg-sand{background:var(--color-sand)}",
  ".shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}",
  ".ring{box-shadow:var(--tw-ring-shadow)}",
  "@media (min-width:40rem){.sm\\:px-6{padding-inline:calc(var(--spacing) * 6)}}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".footer-only{color:red}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes pulse{50%{opacity:.5}}",
  ".animate-spin{animation:spin 1s linear infinite}",
].join("");

const firstScreen =
  '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><header class="bg-ink shadow sm:px-6">' +
  '<a class="hover:underline" href="/">Home</a><span class="animate-spin"></span>' +
  '<p style="color:var(--color-sand)">x</p></header><main><h1>Title</h1>';

describe("criticalCss", async () => {
  const css = await criticalCss(stylesheet, firstScreen);

  test("keeps the rules of the first screen's classes, their media queries and states", () => {
    expect(css).toContain(".bg-ink{");
    expect(css).toContain(".sm\\:px-6{");
    expect(css).toMatch(/@media \(min-width:40rem\)\{\.sm\\:px-6/);
    expect(css).toContain(".hover\\:underline:hover{");
  });

  test("leaves out rules of elements below the first screen and keyframes nobody runs", () => {
    expect(css).not.toContain(".footer-only");
    expect(css).not.toContain(".bg-sand");
    expect(css).not.toContain(".ring");
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes pulse");
  });

  test("keeps the custom properties and @property registrations read, through other properties too", () => {
    expect(css).toContain("--color-ink:#111");
    expect(css).toContain("--inter-stack:");
    expect(css).toContain("--spacing:");
    expect(css).toContain("@property --tw-shadow");
    // Read by the markup's own style attribute, though no kept rule names .bg-sand.
    expect(css).toContain("--color-sand:#eee");
    expect(css).not.toContain("@property --tw-ring-shadow");
  });

  test("keeps the faces of the families it names, through custom properties, and no other", () => {
    expect(css).toContain('font-family:"Inter Variable"');
    expect(css).not.toContain("Noto Sans Arabic");
  });
});
