import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "../lib/i18n/locales";
import { switcherOrder } from "../app/i18n/switcher";
import { copyOf } from "./content";
import { waitForPageLoad } from "./console";

/** What the keyboard user meets at one Tab stop, read from the focused element. */
interface FocusStop {
  /** `skip`, `flag:ru`, `field:email`, `submit` (the contact form's), `search:submit`, or `tag:text` for anything else. */
  key: string;
  /** The focus outline's width in px (0 when there is none). */
  outlineWidth: number;
  /** Contrast of the outline's colour with the nearest opaque background behind it. */
  outlineContrast: number;
  /** False when another element covers the control's centre (a sticky header, say). */
  unobscured: boolean;
}

/** Presses Tab (Shift+Tab with `backwards`) and describes where focus landed. */
async function tab(page: Page, backwards = false): Promise<FocusStop> {
  await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { key: "body", outlineWidth: 0, outlineContrast: 0, unobscured: false };
    }
    // Judge the ring as it ends up, not halfway through a colour transition.
    await Promise.all(el.getAnimations().map((animation) => animation.finished));
    const control = el as HTMLInputElement;
    const key = el.matches('a[href="#main"]')
      ? "skip"
      : el.dataset.locale
        ? `flag:${el.dataset.locale}`
        : control.type === "submit"
          ? // The header's site search has a send button of its own (issue 27).
            el.closest("#contact")
            ? "submit"
            : "search:submit"
          : control.form && control.name
            ? `field:${control.name}`
            : `${el.tagName.toLowerCase()}:${(el.textContent ?? "").trim().replace(/\s+/g, " ")}`;

    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    // WCAG 2.x relative luminance and contrast ratio.
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    // The outline is drawn outside the control, over its ancestors' background.
    let background = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const [r, g, b, alpha = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (alpha === 1) {
        background = [r!, g!, b!];
        break;
      }
    }
    const style = getComputedStyle(el);
    const outlineWidth = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      key,
      outlineWidth,
      outlineContrast: contrast(rgb(style.outlineColor), background),
      unobscured: box.width > 0 && box.height > 0 && !!hit && el.contains(hit),
    };
  });
}

/** Tabs from the top of the page until `last` has focus; returns every stop on the way. */
async function tabUntil(page: Page, last: string, limit = 80): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  while (stops.length < limit) {
    const stop = await tab(page);
    stops.push(stop);
    if (stop.key === last) return stops;
  }
  throw new Error(`"${last}" never took focus; stops: ${stops.map((s) => s.key).join(", ")}`);
}

const contactFields = ["name", "company", "email", "phone", "category", "message"].map(
  (name) => `field:${name}`,
);

const journeys: { locale: Locale; quote: string; nextLocale: Locale }[] = [
  { locale: "en", quote: copyOf("home", "en", "page").hero.primaryCta, nextLocale: "ru" },
  { locale: "ar", quote: copyOf("home", "ar", "page").hero.primaryCta, nextLocale: "en" },
];

for (const { locale, quote, nextLocale } of journeys) {
  test.describe(`keyboard only on /${locale}`, () => {
    // Focus scrolls instantly, so each stop is judged where it comes to rest.
    test.use({ reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForPageLoad(page);
    });

    test("Tab reaches the skip link, the switcher, the quote button and the whole contact form, in order, each with a visible focus ring", async ({
      page,
    }) => {
      // Some fifty key presses, each followed by a look at the page.
      test.setTimeout(120_000);
      const stops = await tabUntil(page, "submit");
      const keys = stops.map((stop) => stop.key);
      expect(keys[0]).toBe("skip");
      const expected = [
        "skip",
        ...switcherOrder(locale).map((target) => `flag:${target}`),
        `a:${quote}`,
        ...contactFields,
        "submit",
      ];
      expect(keys.filter((key) => expected.includes(key))).toEqual(expected);
      for (const stop of stops) {
        expect.soft(stop.outlineWidth, `focus outline of ${stop.key}`).toBeGreaterThanOrEqual(2);
        expect
          .soft(stop.outlineContrast, `focus contrast of ${stop.key}`)
          .toBeGreaterThanOrEqual(3);
        expect.soft(stop.unobscured, `${stop.key} is in view and not covered`).toBe(true);
      }
      // Going back up, the sticky header is where a control could hide (WCAG 2.4.11).
      for (const { key } of stops.slice(0, -1).reverse()) {
        const stop = await tab(page, true);
        expect(stop.key).toBe(key);
        expect.soft(stop.unobscured, `${key}, reached with Shift+Tab, is not covered`).toBe(true);
      }
    });

    test("the skip link moves focus to the main content", async ({ page }) => {
      expect((await tab(page)).key).toBe("skip");
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
      expect((await tab(page)).key).toBe(`a:${quote}`);
    });

    test("sending the empty form from the keyboard announces the errors and focuses the first", async ({
      page,
    }) => {
      await tabUntil(page, "submit");
      await page.keyboard.press("Enter");
      const form = page.locator("#contact form");
      const name = form.locator('[name="name"]');
      await expect(name).toBeFocused();
      for (const field of ["name", "email", "message"]) {
        const control = form.locator(`[name="${field}"]`);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAttribute("required", "");
        const describedBy = await control.getAttribute("aria-describedby");
        expect(describedBy, `${field} points at its error`).toBeTruthy();
        await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
        await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();
      }
      await expect(form.getByRole("alert")).not.toBeEmpty();
    });

    test(`Enter on the ${nextLocale} flag switches the page to ${nextLocale}`, async ({ page }) => {
      await tabUntil(page, `flag:${nextLocale}`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${nextLocale}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", nextLocale);
    });
  });
}
