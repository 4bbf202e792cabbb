import { expect, test, type Page } from "@playwright/test";

/**
 * Each page carries the CSS of its own HTML inline and links the site's full stylesheet only
 * at the end of its body (issue 17, server/postbuild/critical-css.ts): what a visitor sees
 * before that stylesheet arrives is what they see after it. Here the stylesheet never arrives
 * in one tab, arrives in the other, and the pages must look the same, in both directions and
 * at phone and desktop widths.
 */
const routes = ["/en", "/ar", "/ru/horeca", "/es/business-missions", "/en/privacy"];
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/**
 * A full-page screenshot of `path` once its faces are in the cache (the Arabic face is
 * `font-display: optional`, so a first visit may or may not use it), with the full stylesheet
 * blocked or not. Blocked through the DevTools protocol: Playwright's request routing would
 * turn the cache off.
 */
async function screenshot(page: Page, path: string, withStylesheet: boolean): Promise<Buffer> {
  const blocked: string[] = [];
  page.on("requestfailed", (request) => blocked.push(request.url()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  if (!withStylesheet) await cdp.send("Network.setBlockedURLs", { urls: ["*/assets/app-*.css"] });
  for (const visit of ["warm the cache", "measure"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    if (!withStylesheet) {
      expect(
        blocked.filter((url) => url.endsWith(".css")),
        `${path}, ${visit}`,
      ).toHaveLength(1);
      blocked.length = 0;
    }
  }
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of routes) {
      test(`${path} looks the same before the full stylesheet arrives`, async ({ browser }) => {
        const shots = await Promise.all(
          [false, true].map(async (withStylesheet) => {
            const context = await browser.newContext({ viewport });
            const page = await context.newPage();
            const shot = await screenshot(page, path, withStylesheet);
            await context.close();
            return shot;
          }),
        );
        expect(shots[0]!.equals(shots[1]!), path).toBe(true);
      });
    }
  });
}

test("the full stylesheet is linked after the content, and nothing in the head waits for it", async ({
  request,
}) => {
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toContain('rel="stylesheet"');
    expect(head, path).toContain("@font-face");
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)">/g)];
    expect(links.map((link) => link[1]).length, path).toBe(1);
    expect(html.indexOf(links[0]![0]), path).toBeGreaterThan(html.lastIndexOf("</footer>"));
  }
});
