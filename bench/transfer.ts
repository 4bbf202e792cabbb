import { chromium, type Page } from "@playwright/test";

/** Kinds of bytes `bench:web` reports, as Chromium's network log types them. */
export const kinds = ["HTML", "CSS", "JS", "fonts", "images", "other"] as const;
export type Kind = (typeof kinds)[number];
export type Bytes = Record<Kind, number>;

/** Bytes on the wire by kind at three moments of one visit to a page. */
export interface Visit {
  load: Bytes;
  idle: Bytes;
  interaction: Bytes;
}

const kindOf: Record<string, Kind> = {
  Document: "HTML",
  Stylesheet: "CSS",
  Script: "JS",
  Font: "fonts",
  Image: "images",
};

/** Seconds a visitor leaves the page alone before the "idle" figure (issue 17). */
export const idleSeconds = 10;

/**
 * The reader's first interaction, as far as the page offers it: the pointer rests on a flag
 * of the language switcher (where the width shows the flags: from 640 px; a phone has them
 * in its menu), then focus enters the page's first form field.
 */
async function interact(page: Page): Promise<void> {
  const flag = page.locator("header a[data-locale]").first();
  if (await flag.isVisible()) await flag.hover();
  const field = page.locator("form input:not([type=hidden]):not([tabindex='-1'])").first();
  if (await field.count()) await field.focus();
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
}

/**
 * Visits `url` in a fresh Chromium context (empty cache, 412×823 like Lighthouse's phone)
 * and sums the encoded bytes Chromium received, by kind: at the load event, after
 * `idleSeconds` without input, and after the first interaction.
 */
export async function measureVisit(
  url: string,
  chromiumPath: string,
  args: string[],
): Promise<Visit> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, Kind>();
    const bytes = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Bytes;
    cdp.on("Network.responseReceived", ({ requestId, type }) =>
      types.set(requestId, kindOf[type] ?? "other"),
    );
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      bytes[types.get(requestId) ?? "other"] += encodedDataLength;
    });
    await cdp.send("Network.enable");
    await page.goto(url, { waitUntil: "load" });
    const load = { ...bytes };
    await page.waitForTimeout(idleSeconds * 1000);
    const idle = { ...bytes };
    await interact(page);
    return { load, idle, interaction: { ...bytes } };
  } finally {
    await browser.close();
  }
}

/** The sum of all kinds. */
export function total(bytes: Bytes): number {
  return kinds.reduce((sum, kind) => sum + bytes[kind], 0);
}
