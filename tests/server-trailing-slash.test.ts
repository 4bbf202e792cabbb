import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { fixtureSite } from "./site-fixture";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The fixture site plus a sector page at /en/horeca, as the build writes it. */
async function siteWithSectorPage(): Promise<FastifyInstance> {
  const config = fixtureSite();
  mkdirSync(join(config.siteDir, "en", "horeca"), { recursive: true });
  writeFileSync(
    join(config.siteDir, "en", "horeca", "index.html"),
    '<!doctype html><html lang="en"><head><title>HoReCa</title></head><body><h1>HoReCa</h1></body></html>',
  );
  return buildApp(config);
}

describe("one URL per page (issue 18)", () => {
  it("answers a page's path with a trailing slash 301 to the path without it", async () => {
    app = await siteWithSectorPage();
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url: "/en/horeca/" });
      expect(response.statusCode, method).toBe(301);
      expect(response.headers.location, method).toBe("/en/horeca");
    }
    const page = await app.inject("/en/horeca");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>HoReCa</h1>");
  });

  it("keeps the query string, and collapses repeated slashes", async () => {
    app = await siteWithSectorPage();
    const response = await app.inject("/en/horeca//?utm_source=mail&x=%2F");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/en/horeca?utm_source=mail&x=%2F");
  });

  it("never redirects to another host", async () => {
    app = await siteWithSectorPage();
    for (const url of ["//evil.example/", "///evil.example//"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe("/evil.example");
    }
  });

  it("leaves / and paths without a trailing slash alone", async () => {
    app = await siteWithSectorPage();
    expect((await app.inject("/")).statusCode).toBe(200);
    expect((await app.inject("/?ref=x")).statusCode).toBe(200);
    expect((await app.inject("/en/nowhere")).statusCode).toBe(404);
  });

  it("keeps the CMS at /admin/, where its script and config.yml resolve (issue 19)", async () => {
    const config = fixtureSite();
    mkdirSync(join(config.siteDir, "admin"));
    writeFileSync(
      join(config.siteDir, "admin", "index.html"),
      '<!doctype html><html><body><script type="module" src="./cms.js"></script></body></html>',
    );
    writeFileSync(
      join(config.siteDir, "admin", "config.yml"),
      "backend: { name: github, repo: o/r }\n",
    );
    app = await buildApp(config);
    const response = await app.inject("/admin?x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/admin/?x=1");
    const cms = await app.inject("/admin/");
    expect(cms.statusCode).toBe(200);
    expect(cms.body).toContain('src="./cms.js"');
  });

  it("does not turn a form posted to the API with a slash into a lost redirect", async () => {
    app = await siteWithSectorPage();
    const response = await app.inject({ method: "POST", url: "/api/leads/", payload: {} });
    expect(response.statusCode).not.toBe(301);
  });
});
