import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { variantSite } from "../tests/support/variant-site";

/**
 * Issue 21: the pages that carry the artwork, compared with the committed baselines in
 * `e2e/visual.spec.ts-snapshots/`, so a change to art or layout shows in review. Issue 33
 * keeps the baselines small: each page's first screen as pixels, and the whole page as its
 * layout (`layoutOf`: every text block's and image's box, as text), which catches a line that
 * wraps anywhere on the page at a fraction of a whole-page image's weight.
 * After an intended change: `npx playwright test e2e/visual.spec.ts --update-snapshots`
 * (docs/ARCHITECTURE.md, "Visual regression"); only the baselines that differ are rewritten.
 * Fonts are the site's own files, so rendering is stable.
 */

/**
 * The tolerance: anti-aliasing may move a few pixels between runs, a redrawn card may not.
 * Capturing twice (until two shots agree) can take longer than expect's default 5 s on a
 * busy machine.
 */
const tolerance = { maxDiffPixelRatio: 0.01, timeout: 60_000 } as const;
const widths = [390, 1366] as const;

/**
 * Brings `page` to a still state: every lazy image loaded and decoded, every web font in,
 * the scroll at the top. Animations and the caret are stopped by the screenshot itself.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // Every face the stylesheet declares, not only those painted so far, so that none
    // arrives mid-run and reflows the page.
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/**
 * The font families Chromium actually drew the text of each of `selectors` with (DevTools'
 * "Rendered fonts", first match of each), and whether each is a web font, not a system face.
 */
async function renderedFonts(page: Page, selectors: readonly string[]) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const fonts = [];
    for (const selector of selectors) {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const rendered = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      fonts.push(
        ...rendered.fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont })),
      );
    }
    return fonts;
  } finally {
    await cdp.detach();
  }
}

/**
 * The system faces the site's metric-matched "Inter Fallback" faces name (fonts.css), in
 * which Arabic pages always set their Latin words and figures (issue 33): the same on every
 * view, so a page drawn partly in them is settled.
 */
const matchedFallbacks = new Set(
  [
    ...readFileSync(join(import.meta.dirname, "..", "app", "styles", "fonts.css"), "utf8").matchAll(
      /@font-face\s*{\s*font-family: "Inter Fallback[^"]*";[^}]*}/g,
    ),
  ].flatMap(([block]) => [...block.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]!)),
);

/**
 * Opens and settles `path` until the heading and the first paragraph are drawn in the
 * site's own faces or its matched fallbacks, as a returning visitor sees them. The Arabic
 * face is `font-display: optional` (app/styles/fonts.css): a view that does not get it
 * within ~100 ms keeps the system's Arabic face (DejaVu Sans here, wider, so lines wrap
 * elsewhere) and caches the face for the next view. A busy CI machine misses that window
 * at random; by the 2nd view the face comes from the cache: the first view only fills the
 * cache. Throws after a 4th view.
 */
async function visit(page: Page, path: string): Promise<void> {
  let fonts: Awaited<ReturnType<typeof renderedFonts>> = [];
  for (let view = 1; view <= 4; view++) {
    await page.goto(path);
    await settle(page);
    if (view === 1) continue;
    fonts = await renderedFonts(page, ["h1", "main p"]);
    if (fonts.every((font) => font.isCustomFont || matchedFallbacks.has(font.familyName))) return;
  }
  throw new Error(
    `${path} is still drawn in a system face on its 4th view: ${JSON.stringify(fonts)}`,
  );
}

/**
 * The page's layout as text, one line per box in document order: every text block (the
 * elements below that hold text of their own) and every image, with its position and size
 * in CSS pixels, rounded, and its first words, so a diff names what moved. A line that wraps
 * differently changes its block's height and every box below it.
 */
async function layoutOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const blocks =
      "h1,h2,h3,h4,h5,h6,p,li,dt,dd,th,td,figcaption,blockquote,label,legend,summary,button,a,img,svg";
    const lines: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(blocks)) {
      if (element.closest("svg") && element.tagName.toLowerCase() !== "svg") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const text = (element.innerText || element.getAttribute("alt") || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      const [x, y, w, h] = [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round);
      lines.push(`${element.tagName.toLowerCase()} ${x},${y} ${w}x${h} ${text}`);
    }
    return `${lines.join("\n")}\n`;
  });
}

const pages = [
  ["home", "/en"],
  ["home", "/ar"],
  ["premium-cars", "/en/premium-cars"],
  ["premium-cars", "/ar/premium-cars"],
  ["missions", "/en/business-missions"],
  ["missions", "/ar/business-missions"],
] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    // Loading every image of a long page outlasts the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const [name, path] of pages) {
      test(`${path} looks as its baseline`, async ({ page }) => {
        await visit(page, path);
        const baseline = `${name}-${path.slice(1, 3)}-${width}`;
        // JPEG at quality 85: a third of the PNG's weight for drawings with gradients; the
        // encoder is deterministic, so the same pixels give the same file.
        const firstScreen = await page.screenshot({
          type: "jpeg",
          quality: 85,
          animations: "disabled",
          caret: "hide",
        });
        expect(firstScreen).toMatchSnapshot(`${baseline}.jpg`, {
          maxDiffPixelRatio: tolerance.maxDiffPixelRatio,
        });
        expect(await layoutOf(page)).toMatchSnapshot(`${baseline}-layout.txt`);
      });
    }
  });
}

/**
 * Issue 21, item 3: a page that mixes the owner's photos with the drawings still keeps one
 * grid. The variant site (tests/support/variant-site.ts; the repository's content and build
 * stay untouched) has a generated camera-sized photo in the HoReCa slot (its home card) and
 * two gallery slots; it is served on E2E_PORT + 3.
 */
test.describe("photos beside drawings", () => {
  // The variant site's build, when this run has not made it yet: minutes.
  test.describe.configure({ mode: "serial", timeout: 1_200_000 });
  const port = Number(process.env.E2E_PORT ?? 3100) + 3;
  const site = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(1_200_000);
    const { project, client } = await variantSite();
    const work = mkdtempSync(join(tmpdir(), "visual-photos-"));
    const log = openSync(join(work, "server.log"), "a");
    const env = { ...process.env };
    delete env.CONTENT_DIR;
    delete env.SITE_URL;
    server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
      cwd: project,
      env: {
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DIR: client,
        LEADS_DB: join(work, "leads.db"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", log, log],
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${site}/readyz`)).ok) break;
      } catch {
        if (i > 600) throw new Error(`${site} did not answer`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => {
    server?.kill();
  });

  for (const width of widths) {
    test(`home cards and missions gallery at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

      await visit(page, `${site}/en`);
      const cards = page.locator("#services > div > ul > li > :first-child");
      await expect(cards.first().locator("img")).toHaveAttribute("src", /\.(webp|jpe?g)/);
      await expect(cards.nth(1)).toHaveAttribute("src", "/art/sector-manufacturing.svg");
      // The photo takes the drawing's frame: same box, cropped to fill it.
      const photoBox = await cards.first().locator("img").boundingBox();
      const drawingBox = await cards.nth(1).boundingBox();
      expect(photoBox!.width).toBeCloseTo(drawingBox!.width, 0);
      expect(photoBox!.height).toBeCloseTo(drawingBox!.height, 0);
      await expect(cards.first().locator("img")).toHaveCSS("object-fit", "cover");
      // The photo's own pixels are masked (a flat box in its frame): the grid is the point,
      // and a photo's grain would weigh more than the rest of the baseline.
      const photos = page.locator("picture img");
      await expect(page.locator("#services")).toHaveScreenshot(`mixed-services-${width}.png`, {
        animations: "disabled",
        mask: [photos],
        ...tolerance,
      });

      await visit(page, `${site}/en/business-missions`);
      const gallery = page.locator("section[aria-labelledby='gallery-title']");
      const frames = gallery.locator("figure img");
      await expect(frames).toHaveCount(6);
      const heights = await frames.evaluateAll((images) =>
        images.map((image) => Math.round(image.getBoundingClientRect().height)),
      );
      // Every panel after the first (which spans the row on phones) shares one height.
      expect(new Set(heights.slice(1)).size).toBe(1);
      await expect(gallery).toHaveScreenshot(`mixed-gallery-${width}.png`, {
        animations: "disabled",
        mask: [photos],
        ...tolerance,
      });
    });
  }
});
