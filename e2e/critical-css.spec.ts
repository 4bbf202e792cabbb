import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { waitForPageLoad } from "./console";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts";

/**
 * Issue 33: each page inlines only the CSS its first screen needs and links the site's
 * stylesheet after that screen (scripts/build-critical-css.ts). Held back, the stylesheet
 * must change nothing a reader sees of the first screen: every element there has the same
 * box and the same computed style before and after it arrives (no restyle, no shift), and
 * nothing after it is shown unstyled meanwhile.
 */
const siteStylesheet = /\/assets\/app-[\w-]+\.css$/;

/** Every element of the body before the stylesheet's link: its box and computed style. */
function firstScreenLooks(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const link = document.querySelector('body link[rel="stylesheet"]');
    if (!link) throw new Error("no stylesheet linked in the body");
    const elements = [...document.querySelectorAll("html, html *")].filter(
      // Not its ancestors (html, body, main): they grow when the rest of the page arrives.
      (element) =>
        element.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !element.contains(link) &&
        !element.closest("head"),
    );
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const { x, y, width, height } = element.getBoundingClientRect();
      const properties = [...style]
        .filter((name) => !name.startsWith("--"))
        .map((name) => `${name}: ${style.getPropertyValue(name)}`);
      return { element: element.outerHTML.slice(0, 120), box: { x, y, width, height }, properties };
    });
  });
}

type Looks = Awaited<ReturnType<typeof firstScreenLooks>>;

/** Each element's box or computed property that differs between two looks, as text. */
function changes(before: Looks, after: Looks): string[] {
  return before.flatMap(({ element, box, properties }, i) => {
    const later = after[i]!;
    const moved = JSON.stringify(box) === JSON.stringify(later.box) ? [] : [`${element}: box`];
    const restyled = properties.flatMap((property, j) =>
      property === later.properties[j] ? [] : [`${element}: ${property} → ${later.properties[j]}`],
    );
    return [...moved, ...restyled];
  });
}

const widths = [390, 1366] as const;

for (const path of ["/en", "/ar", "/ru/horeca", "/es/business-missions"]) {
  test(`${path} at ${widths.join(" and ")} px: the first screen is complete before the stylesheet arrives`, async ({
    page,
  }) => {
    // Web fonts are left out: a face with `font-display: optional` is used or not by its
    // timing, which a loaded machine moves, and the stylesheet's arrival may redraw with
    // it; what is compared here is the CSS (the faces it keeps: tests/critical-css.test.ts).
    await page.route(/\.woff2$/, (route) => route.abort());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(siteStylesheet, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("main h1").waitFor();
    await expect.poll(() => held, "the page asked for the stylesheet").toBe(true);
    // The parser waits at the link: what follows is not there yet, so never shown unstyled.
    expect(await page.locator("footer").count(), "the footer before the stylesheet").toBe(0);
    // Both widths on the one page load, the stylesheet held all the while.
    const before: Looks[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      before.push(await firstScreenLooks(page));
    }

    release();
    await waitForPageLoad(page);
    await expect(page.locator("footer")).toBeAttached();
    for (const [i, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 900 });
      const after = await firstScreenLooks(page);
      expect(before[i]!.length).toBeGreaterThan(20);
      expect(after.length).toBe(before[i]!.length);
      expect(
        changes(before[i]!, after),
        `what the stylesheet changed on the first screen at ${width} px`,
      ).toEqual([]);
    }
  });
}

/**
 * A page whose HTML arrives in two parts with a pause between, cut inside the site header
 * after its navigation, as a slow network delivers it. Without the head's `rel="expect"`
 * (scripts/build-critical-css.ts) the browser painted the header's first half, then moved
 * its navigation and search field by 218 px when the language switcher arrived.
 */
test("a page cut in two inside its header paints nothing until its first screen is there", async ({
  page,
  baseURL,
}) => {
  const pause = 1_500;
  const proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url!, baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      });
      const cut = request.url === "/ar" ? body.indexOf("</nav>") + "</nav>".length : -1;
      if (cut > 0) {
        response.write(body.subarray(0, cut));
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      response.end(body.subarray(Math.max(cut, 0)));
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.setViewportSize({ width: 1280, height: 800 });
    await recordLayoutShifts(page);
    await page.goto(`http://127.0.0.1:${port}/ar`);
    await waitForPageLoad(page);
    const paint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    );
    const shifts = await layoutShifts(page);
    expect(paint, "the first paint, after the pause").toBeGreaterThan(pause);
    expect(shifts, "layout shifts").toEqual([]);
  } finally {
    proxy.close();
  }
});
