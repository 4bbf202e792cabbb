import { expect, test, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { copyOf, facts, firstPhone } from "./content";
import { siteUrl } from "../app/seo/site-url";

/**
 * Printing (issue 18). Before the print stylesheet, Chromium printed /en on 7 A4 pages and
 * /ar on 8, with pale or invisible text, empty art boxes and the form; now each takes at
 * most half as many, and the paper keeps what a buyer needs from it.
 */
const pagesBefore = { en: 7, ar: 8 } as const;

/** The page printed to an A4 PDF by Chromium: its page count and its text. */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join("");
  }
  return { pages: document.numPages, text };
}

/** Text without any white space, so a line break inside a URL or an address does not matter. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

for (const locale of ["en", "ar"] as const) {
  test(`/${locale} prints on at most half the pages, with the company's phone, address and link destinations`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await page.waitForLoadState("networkidle");
    const { pages, text } = await printed(page);
    expect(pages).toBeLessThanOrEqual(Math.floor(pagesBefore[locale] / 2));
    const paper = squeeze(text);
    expect(paper).toContain(squeeze(firstPhone.display));
    const { street, city, postalCode } = facts.contact.address;
    expect(paper).toContain(squeeze(`${street}`));
    expect(paper).toContain(squeeze(`${city} ${postalCode}`));
    // Each link prints where it leads, as an absolute URL.
    expect(paper).toContain(squeeze(`${siteUrl}/${locale}/horeca`));
    // No form on paper.
    const ui = copyOf("ui", locale, "site");
    expect(paper).not.toContain(squeeze(ui.contactForm.submit));
  });

  test(`/${locale} prints dark text on white, without art or navigation`, async ({ page }) => {
    await page.emulateMedia({ media: "print" });
    await page.goto(`/${locale}`);
    const styles = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        heroTitle: style("h1").color,
        heroBackground: style("main section").backgroundColor,
        heroImage: style("main section img").display,
        footerText: style("footer p").color,
        footerBackground: style("footer").backgroundColor,
        nav: style("header nav").display,
        form: style("form").display,
      };
    });
    expect(styles).toEqual({
      heroTitle: "rgb(0, 0, 0)",
      heroBackground: "rgba(0, 0, 0, 0)",
      heroImage: "none",
      footerText: "rgb(0, 0, 0)",
      footerBackground: "rgba(0, 0, 0, 0)",
      nav: "none",
      form: "none",
    });
  });
}
