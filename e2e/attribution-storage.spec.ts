import { expect, test, type Page } from "@playwright/test";
import { waitForPageLoad } from "./console";

/**
 * Issue 29, item 2: campaign data stays in the page and the form. A visitor who arrives
 * with UTM parameters, a click id and a referrer and browses on has nothing written to
 * any of the browser's stores (the ePrivacy Directive's art. 5(3), PECR reg. 6).
 */

/** What the page's origin holds in localStorage, sessionStorage and IndexedDB. */
function storedOnDevice(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
  }));
}

test("visiting with campaign parameters and browsing on writes nothing to the device", async ({
  page,
  context,
}) => {
  await page.goto(
    "/en?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-storage&gclid=e2e-click",
    { referer: "https://www.google.com/" },
  );
  await waitForPageLoad(page);
  expect(await storedOnDevice(page)).toEqual({
    localStorage: [],
    sessionStorage: [],
    indexedDB: [],
  });
  // On to other pages through the site's own links, as a reader would.
  await page.locator('a[href="/en/horeca"]:visible').first().click();
  await waitForPageLoad(page);
  await expect(page).toHaveURL(/\/en\/horeca$/);
  await page.locator('a[href="/en/business-missions"]:visible').first().click();
  await waitForPageLoad(page);
  await expect(page).toHaveURL(/\/en\/business-missions$/);
  expect(await storedOnDevice(page)).toEqual({
    localStorage: [],
    sessionStorage: [],
    indexedDB: [],
  });
  expect(await context.cookies()).toEqual([]);
});
