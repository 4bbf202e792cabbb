import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join } from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { parse, stringify } from "yaml";
import { cmsCollections } from "../lib/cms/collections";
import { humanize } from "../lib/cms/fields";
import { locales } from "../lib/i18n/locales";
import { copyProject } from "../tests/support/project-copy";
import { photoFixture } from "../tests/support/photo-fixture";
import { ciWaitFactor } from "./ci-wait";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts";

/** Issue 19: the CMS at /admin/, in the build the other browser tests serve. */
test.describe("/admin/ in the build", () => {
  test("loads Decap CMS from our origin only, with its own CSP, noindex and out of the sitemap", async ({
    page,
    request,
  }) => {
    const hosts = new Set<string>();
    page.on("request", (req) => hosts.add(new URL(req.url()).host));
    const response = await page.goto("/admin/");
    // Without a reachable local backend the CMS asks for the Git host's login.
    await baseExpect(page.getByRole("button", { name: /Login with GitHub/ })).toBeVisible();
    baseExpect([...hosts]).toEqual([new URL(page.url()).host]);

    const csp = response!.headers()["content-security-policy"] ?? "";
    baseExpect(csp).toContain("script-src 'self' 'unsafe-eval'");
    baseExpect(csp).toContain("connect-src 'self' https://api.github.com");
    const siteCsp = (await request.get("/en")).headers()["content-security-policy"] ?? "";
    // The site's pages admit WebAssembly for the search (issue 27), never JavaScript's eval.
    baseExpect(siteCsp).not.toContain("'unsafe-eval'");
    baseExpect(siteCsp).not.toContain("github");

    baseExpect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    baseExpect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });
});

/**
 * Local editing (`npm run cms`) end to end, in a copy of the project so the repository's
 * content/ and build/ stay untouched: the real CMS in Chromium against decap-server, two
 * locales and the facts edited and saved, an article written in English and Arabic (issue 27),
 * the files checked on disk, the site rebuilt once (with a camera-sized photo in a slot) and
 * the new text, phone, photo and article (pages, hreflang, lists, feeds, sitemap) found in it.
 */
test.describe("npm run cms: local editing", () => {
  // Ten minutes for a test (doubled on CI): the last ones rebuild a copy of the site, which
  // took over ten minutes beside the other workers and the build tests on the slower CI machine.
  test.describe.configure({ mode: "serial", timeout: 600_000 * ciWaitFactor });
  // The CMS's editor is a large app on a dev server, slow to render an entry beside the
  // other workers: every action and assertion on it waits up to 15 s (doubled on CI).
  const editorWait = 15_000 * ciWaitFactor;
  test.use({ actionTimeout: editorWait });
  const expect = baseExpect.configure({ timeout: editorWait });

  const e2ePort = Number(process.env.E2E_PORT ?? 3100);
  const devPort = e2ePort + 1;
  const sitePort = e2ePort + 2;
  const backendPort = Number(process.env.CMS_LOCAL_PORT ?? 8081);
  let project = "";
  let content = "";
  /** The rebuilt copy's `build/client` and the server started on it (the rebuild test). */
  let siteDir = "";
  let site = "";
  const children: ChildProcess[] = [];
  const yamlIn = (dir: string, path: string) => parse(readFileSync(join(dir, path), "utf8"));
  // A file the CMS is writing may be read empty for a moment (null).
  const readYaml = (path: string) => yamlIn(content, path);

  // As the repository's content has it, which the copy starts from.
  const before = {
    en: yamlIn("content", "home/en/page.yaml"),
    ar: yamlIn("content", "home/ar/page.yaml"),
    facts: yamlIn("content", "facts.yaml"),
    glossary: {
      en: yamlIn("content", "glossary/en/terms.yaml"),
      ar: yamlIn("content", "glossary/ar/terms.yaml"),
    },
  };
  /** An article an editor writes in English and Arabic (issue 27); the date is a past day. */
  const article = {
    slug: "packing-lists-a-buyer-can-check-at-the-port",
    date: "2026-11-20",
    en: {
      title: "Packing lists a buyer can check at the port",
      description:
        "What a packing list should state for each carton, and how a buyer compares it with the goods when the container is opened.",
      body: "A packing list names every carton: its marks, its contents, its weights and its size.",
    },
    ar: {
      title: "قائمة التعبئة التي يراجعها المشتري في الميناء",
      description:
        "ما الذي يجب أن تذكره قائمة التعبئة عن كل كرتونة، وكيف يقارنها المشتري بالبضاعة عند فتح الحاوية في الميناء.",
      body: "تذكر قائمة التعبئة كل كرتونة: علاماتها ومحتواها ووزنها وحجمها.",
    },
  } as const;
  const headline = "Factory-checked supply from China, delivered to your door";
  const arabicHeadline = "توريد موثوق من مصانع الصين حتى باب منشأتكم";
  const newPhone = "+862038881234";

  /** The environment of a command in the copy: its own content/ and build/, whatever the caller set. */
  function envWith(extra: Record<string, string> = {}) {
    const env = { ...process.env, ...extra };
    delete env.CONTENT_DIR;
    delete env.SITE_URL;
    return env;
  }

  /** A command started in the copy, its output going to a log file of its own. */
  interface Started {
    child: ChildProcess;
    /** What the command runs, as the error of `waitFor` names it. */
    name: string;
    log: string;
  }

  function start(command: string, args: string[], env: Record<string, string>): Started {
    const log = join(project, `${children.length}.log`);
    const output = openSync(log, "a");
    const child = spawn(command, args, {
      cwd: project,
      env: envWith(env),
      detached: true,
      stdio: ["ignore", output, output],
    });
    children.push(child);
    return { child, name: [command, ...args].join(" "), log };
  }

  /**
   * Resolves once `url` answers 2xx. Throws with the last lines of the command's output as
   * soon as `started` exits, instead of waiting out the test's time for a server that died.
   */
  async function waitFor(started: Started, url: string, init?: RequestInit) {
    const { child, name, log } = started;
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const tail = readFileSync(log, "utf8").split("\n").slice(-40).join("\n");
        throw new Error(
          `${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered:\n${tail}`,
        );
      }
      try {
        if ((await fetch(url, init)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${url} did not answer`);
  }

  /** The input or text area of the editor showing `value`, once the entry has rendered it. */
  async function fieldShowing(page: Page, value: string) {
    let id: string | undefined;
    await expect
      .poll(
        async () =>
          (id = await page
            .locator("input, textarea")
            .evaluateAll(
              (elements, wanted) =>
                (elements as HTMLInputElement[]).find((element) => element.value === wanted)?.id,
              value,
            )),
        { message: `a field showing "${value}"` },
      )
      .toBeTruthy();
    return page.locator(`[id="${id}"]`);
  }

  async function publish(page: Page) {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
  }

  test.beforeAll(async () => {
    // Copying, bundling the CMS, checking the content and starting Vite take a while on 2 cores.
    test.setTimeout(240_000);
    project = copyProject("cms-e2e-");
    content = join(project, "content");
    const cms = start("npm", ["run", "-s", "cms"], {
      CMS_LOCAL_PORT: String(backendPort),
      PORT: String(devPort),
    });
    await waitFor(cms, `http://localhost:${devPort}/admin/index.html`);
    const infoRequest = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    };
    await waitFor(cms, `http://localhost:${backendPort}/api/v1`, infoRequest);
    // The local backend answering must be this copy's, not one left running elsewhere.
    const info = await (await fetch(`http://localhost:${backendPort}/api/v1`, infoRequest)).json();
    expect(info).toEqual({ repo: basename(project), publish_modes: ["simple"], type: "local_fs" });
  });

  test.afterAll(() => {
    for (const child of children) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
    if (project) rmSync(project, { recursive: true, force: true });
  });

  test("previews the page being edited with the site's own look, Arabic right to left in its face", async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.protocol !== "data:" && url.protocol !== "blob:") hosts.add(url.host);
    });
    // Wide enough for Decap to show the fields and the preview side by side.
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`http://localhost:${devPort}/admin/index.html`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`http://localhost:${devPort}/admin/index.html#/collections/home/entries/page`);
    await page.getByTitle("Toggle preview").click();
    const preview = page.frameLocator("#preview-pane");
    const heading = preview.locator("h1");

    /** The typeface, size and weight the preview's hero title is set in, and its document's lang and dir. */
    const heroLook = () =>
      heading.evaluate(async (h1) => {
        await h1.ownerDocument.fonts.ready;
        const style = getComputedStyle(h1);
        const html = h1.ownerDocument.documentElement;
        const face = style.fontFamily.split(",")[0]!.replace(/"/g, "");
        return {
          face,
          loaded: h1.ownerDocument.fonts.check(`${style.fontWeight} ${style.fontSize} "${face}"`),
          size: parseFloat(style.fontSize),
          weight: style.fontWeight,
          lang: html.lang,
          dir: html.dir,
          // The site's stylesheet, built for the preview, is the one the frame links.
          sheets: [...h1.ownerDocument.styleSheets].map((sheet) => sheet.href ?? "inline"),
        };
      });

    const title = "Sourcing you can check, from Guangzhou to your door";
    await (await fieldShowing(page, before.en.hero.title)).fill(title);
    await expect(heading).toHaveText(title);
    const english = await heroLook();
    // The site's hero: Inter, bold, display size (Decap's own preview is the system face at 2em).
    expect(english).toMatchObject({ face: "Inter Variable", loaded: true, weight: "700" });
    expect(english.size).toBeGreaterThanOrEqual(36);
    expect(english).toMatchObject({ lang: "en", dir: "ltr" });
    expect(english.sheets).toEqual([expect.stringMatching(/\/admin\/preview\/site-[\w-]+\.css$/)]);
    // The site's header and sections around it, not the fields listed.
    await expect(preview.locator("header")).toContainText(before.facts.name);
    await expect(preview.locator("#services")).toBeVisible();

    // Arabic: the column written in switches to AR, and the preview follows it.
    await page.getByText("Writing in EN").click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
    await (await fieldShowing(page, before.ar.hero.title)).fill(arabicHeadline);
    await expect(heading).toHaveText(arabicHeadline);
    const arabic = await heroLook();
    expect(arabic).toMatchObject({
      face: "Noto Sans Arabic Variable",
      loaded: true,
      lang: "ar",
      dir: "rtl",
    });
    expect(await heading.evaluate((h1) => getComputedStyle(h1).direction)).toBe("rtl");

    expect([...hosts].sort()).toEqual([`localhost:${backendPort}`, `localhost:${devPort}`].sort());
    // Nothing was saved: the preview is no save.
    expect(readYaml("home/en/page.yaml")).toEqual(before.en);
  });

  test("edits English and Arabic side by side and the facts, refusing what the build would", async ({
    page,
  }) => {
    await page.goto(`http://localhost:${devPort}/admin/index.html`);
    await page.getByRole("button", { name: "Login" }).click();
    for (const spec of cmsCollections) {
      await expect(
        page.getByRole("link", { name: humanize(spec.name), exact: true }).first(),
      ).toBeVisible();
    }

    await page.goto(`http://localhost:${devPort}/admin/index.html#/collections/home/entries/page`);
    await expect(page.getByText("Writing in EN")).toBeVisible();
    await expect(page.getByText("Writing in AR")).toBeVisible();
    await (await fieldShowing(page, before.en.hero.title)).fill(headline);
    const arabic = await fieldShowing(page, before.ar.hero.title);
    expect(await arabic.evaluate((el) => el.closest("[dir]")?.getAttribute("dir"))).toBe("rtl");
    await arabic.fill(arabicHeadline);
    await publish(page);
    await expect.poll(() => readYaml("home/en/page.yaml")?.hero?.title).toBe(headline);
    await expect.poll(() => readYaml("home/ar/page.yaml")?.hero?.title).toBe(arabicHeadline);
    // Nothing else changed: the rest of both files is as it was.
    expect(readYaml("home/en/page.yaml")).toEqual({
      ...before.en,
      hero: { ...before.en.hero, title: headline },
    });
    expect(readYaml("home/ar/page.yaml")).toEqual({
      ...before.ar,
      hero: { ...before.ar.hero, title: arabicHeadline },
    });

    // A meta title under 30 characters is refused before saving, the field named.
    const saved = readYaml("home/en/page.yaml");
    await (await fieldShowing(page, before.en.meta.title)).fill("Too short a title");
    await publish(page);
    await expect(
      page.getByText("Title didn't match the pattern: not blank, 30 to 65 characters"),
    ).toBeVisible();
    expect(readYaml("home/en/page.yaml")).toEqual(saved);
    // Leaving the entry drops the refused change (the browser asks first).
    page.on("dialog", (dialog) => dialog.accept());

    // The facts, in a fresh load: a malformed phone is refused, a valid one saved.
    await page.goto("about:blank");
    await page.goto(
      `http://localhost:${devPort}/admin/index.html#/collections/facts/entries/facts`,
    );
    await expect(page.getByText("Founded year")).toBeVisible();
    const phone = await fieldShowing(page, before.facts.contact.phones[0]);
    await phone.fill(newPhone);
    await publish(page);
    await expect.poll(() => readYaml("facts.yaml")?.contact?.phones?.[0]).toBe(newPhone);
    const savedFacts = readYaml("facts.yaml");
    expect(savedFacts).toEqual({
      ...before.facts,
      contact: {
        ...before.facts.contact,
        phones: [newPhone, ...before.facts.contact.phones.slice(1)],
      },
    });
    await phone.fill("020 3888 1234");
    await publish(page);
    await expect(
      page.getByText(/didn't match the pattern: a phone number in E\.164/),
    ).toBeVisible();
    expect(readYaml("facts.yaml")).toEqual(savedFacts);

    // The glossary, whose folder shares no name with its entry: Decap (unpatched) reads each
    // locale's file and writes the English one back where it was, and nowhere else.
    await page.goto("about:blank");
    await page.goto(
      `http://localhost:${devPort}/admin/index.html#/collections/glossary/entries/terms`,
    );
    await fieldShowing(page, before.glossary.ar.terms[0].term);
    const note = "Trips to China are always business missions.";
    const noteField = await fieldShowing(page, before.glossary.en.terms[0].note);
    // Terms are folded to their summary: open the first one as an editor would, by its chevron.
    await noteField.evaluate((field) => {
      for (let node = field.parentElement; node; node = node.parentElement) {
        const toggle = node.querySelector<HTMLButtonElement>(":scope > div > button");
        if (toggle) return toggle.click();
      }
    });
    await noteField.fill(note);
    await publish(page);
    await expect.poll(() => readYaml("glossary/en/terms.yaml")?.terms?.[0]?.note).toBe(note);
    const terms = before.glossary.en.terms;
    expect(readYaml("glossary/en/terms.yaml")).toEqual({
      terms: [{ ...terms[0], note }, ...terms.slice(1)],
    });
    expect(readYaml("glossary/ar/terms.yaml")).toEqual(before.glossary.ar);
    expect(readdirSync(join(content, "glossary")).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(readdirSync(join(content, "glossary", locale))).toEqual(["terms.yaml"]);
    }

    const check = spawnSync("npm", ["run", "-s", "content:check"], {
      cwd: project,
      env: envWith(),
      encoding: "utf8",
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  test("writes a new article in English and Arabic, previewed with the site's look and saved as Markdown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`http://localhost:${devPort}/admin/index.html`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`http://localhost:${devPort}/admin/index.html#/collections/insights/new`);
    // The English column first, the Arabic one beside it, each with its own fields.
    const field = (label: string, locale: "en" | "ar") =>
      page.getByLabel(label, { exact: true }).nth(locale === "en" ? 0 : 1);
    const body = (locale: "en" | "ar") =>
      page.locator('[contenteditable="true"]').nth(locale === "en" ? 0 : 1);
    for (const locale of ["en", "ar"] as const) {
      await field("Title", locale).fill(article[locale].title);
      await field("Description", locale).fill(article[locale].description);
      await field("Date", locale).fill(article.date);
      await body(locale).click();
      await page.keyboard.type(article[locale].body);
    }
    for (const element of [field("Title", "ar"), body("ar")]) {
      expect(await element.evaluate((el) => el.closest("[dir]")?.getAttribute("dir"))).toBe("rtl");
    }

    // The preview draws the article page, body included, as the site will.
    await page.getByTitle("Toggle preview").click();
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.locator("h1")).toHaveText(article.en.title);
    await expect(preview.locator("main")).toContainText(article.en.body);
    await page.getByTitle("Toggle preview").click();

    await publish(page);
    const markdown = (locale: string) => {
      const path = join(content, "insights", locale, `${article.slug}.md`);
      return existsSync(path) ? readFileSync(path, "utf8") : "";
    };
    for (const locale of ["en", "ar"] as const) {
      await expect.poll(() => markdown(locale)).toContain(article[locale].body);
      const [, frontMatter, text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown(locale))!;
      expect(parse(frontMatter!)).toEqual({
        title: article[locale].title,
        description: article[locale].description,
        date: article.date,
      });
      expect(text!.trim()).toBe(article[locale].body);
    }
    // Russian and Spanish were left blank: no article in those languages (at most an empty file).
    for (const locale of ["ru", "es"]) expect(markdown(locale).trim()).toBe("");

    const check = spawnSync("npm", ["run", "-s", "content:check"], {
      cwd: project,
      env: envWith(),
      encoding: "utf8",
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  test("the rebuilt site shows the edits, the new phone, and an uploaded photo without layout shift", async ({
    page,
  }) => {
    // A camera-sized photo in the media folder, named for the HoReCa hero slot.
    await photoFixture(join(content, "media", "kitchen.jpg"), 6000, 4000);
    const media = readYaml("media.yaml");
    media.sectors.horeca.photo = "/media/kitchen.jpg";
    writeFileSync(join(content, "media.yaml"), stringify(media));

    const build = spawnSync("npm", ["run", "build"], {
      cwd: project,
      env: envWith(),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
    siteDir = join(project, "build", "client");
    const server = start(process.execPath, ["--import", "tsx", "server/start.ts"], {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      SITE_DIR: siteDir,
      LEADS_DB: join(project, "leads.db"),
      LOG_LEVEL: "warn",
    });
    site = `http://127.0.0.1:${sitePort}`;
    await waitFor(server, `${site}/readyz`);

    await page.goto(`${site}/en`);
    await expect(page.locator("h1")).toHaveText(headline);
    await page.goto(`${site}/ar`);
    await expect(page.locator("h1")).toHaveText(arabicHeadline);

    // The phone, on every page: visible tel: links and the structured data.
    for (const path of ["/en", "/ar/horeca", "/ru/business-missions", "/es/privacy"]) {
      const html = readFileSync(join(siteDir, path.slice(1), "index.html"), "utf8");
      expect(html, path).toContain(`href="tel:${newPhone}"`);
      expect(html, path).not.toContain(`tel:${before.facts.contact.phones[0]}`);
    }
    const jsonLd = readFileSync(join(siteDir, "en", "index.html"), "utf8");
    expect(jsonLd).toMatch(new RegExp(`"telephone":"\\${newPhone}"`));

    // The photo: AVIF and WebP at four widths, the 1440-wide AVIF under 200 KB, no shift.
    await recordLayoutShifts(page);
    await page.goto(`${site}/en/horeca`);
    const avif = page.locator('picture source[type="image/avif"]');
    const srcset = (await avif.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "480w",
      "960w",
      "1440w",
      "1920w",
    ]);
    const url1440 = srcset
      .split(", ")
      .find((entry) => entry.endsWith(" 1440w"))!
      .split(" ")[0]!;
    expect(statSync(join(siteDir, url1440)).size).toBeLessThan(200 * 1024);
    const img = page.locator("picture img");
    expect(await img.getAttribute("width")).toBe("1920");
    expect(await img.getAttribute("height")).toBe("1280");
    expect(await img.getAttribute("alt")).toBeTruthy();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await page.waitForTimeout(500);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
    expect(existsSync(join(siteDir, "admin", "index.html"))).toBe(true);
  });

  test("the rebuilt site publishes the editor's article in English and Arabic: pages, hreflang, lists, feeds and sitemap", async ({
    page,
  }) => {
    expect(siteDir, "the rebuild ran").not.toBe("");
    const sitemap = readFileSync(join(siteDir, "sitemap.xml"), "utf8");
    const origin = new RegExp(`<loc>(https?://[^<]+)/en/insights/${article.slug}</loc>`).exec(
      sitemap,
    )?.[1];
    expect(origin, "the English article in the sitemap").toBeTruthy();
    const url = (locale: string) => `${origin}/${locale}/insights/${article.slug}`;

    for (const [locale, dir] of [
      ["en", "ltr"],
      ["ar", "rtl"],
    ] as const) {
      await page.goto(`${site}/${locale}/insights/${article.slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("h1")).toHaveText(article[locale].title);
      await expect(page.getByRole("main")).toContainText(article[locale].body);
      // Paired with its one translation, x-default on the English one, nothing in ru or es.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
          ),
        );
      expect(alternates).toEqual({ en: url("en"), ar: url("ar"), "x-default": url("en") });

      // On the language's list and in its feed.
      await page.goto(`${site}/${locale}/insights`);
      await expect(
        page.getByRole("main").getByRole("link", { name: article[locale].title }).first(),
      ).toHaveAttribute("href", `/${locale}/insights/${article.slug}`);
      const feed = readFileSync(join(siteDir, locale, "insights", "feed.xml"), "utf8");
      const entry = feed.split("<entry>").find((item) => item.includes(`<id>${url(locale)}</id>`));
      expect(entry, `${locale} feed entry`).toContain(article[locale].title);
    }
    expect((await page.request.get(`${site}/ru/insights/${article.slug}`)).status()).toBe(404);

    // In the sitemap: both pages, with the day published and the en/ar pair only.
    for (const locale of ["en", "ar"]) {
      const entry = sitemap
        .split("<url>")
        .find((item) => item.includes(`<loc>${url(locale)}</loc>`));
      expect(entry, `${locale} sitemap entry`).toContain(`<lastmod>${article.date}</lastmod>`);
      expect([...entry!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
        "en",
        "ar",
        "x-default",
      ]);
    }
    expect(sitemap).not.toContain(`/ru/insights/${article.slug}`);
    expect(sitemap).not.toContain(`/es/insights/${article.slug}`);
  });
});
