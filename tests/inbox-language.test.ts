import { describe, expect, it } from "vitest";
import { inboxAppsClosedAfterEach, inboxClient, testUser } from "./support/inbox-env";
import { storeKinds } from "./support/stores";

/**
 * Each inbox user's language (issue 31 item 7): stored with the user (`PATCH /api/inbox/me`),
 * given back by `GET me`, and written into the page's `lang` before any script runs; without
 * a choice, the browser's `Accept-Language` decides, English when it asks for none of the
 * inbox's languages.
 */
const setUp = inboxAppsClosedAfterEach();

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(storeKinds)("inbox language on %s", { timeout: 90_000 }, (kind) => {
  it("opens the sign-in page in the browser's language", async () => {
    const { app } = await setUp(kind);
    const page = async (acceptLanguage?: string) => {
      const response = await inboxClient(
        app,
        acceptLanguage ? { "accept-language": acceptLanguage } : {},
      ).request("GET", "/inbox/sign-in");
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain("accept-language");
      return langOf(response.body);
    };
    expect(await page("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-Hans");
    const chinese = await inboxClient(app, { "accept-language": "zh-CN" }).request(
      "GET",
      "/inbox/sign-in",
    );
    expect(titleOf(chinese.body)).toBe("线索收件箱");
    expect(titleOf((await inboxClient(app).request("GET", "/inbox/sign-in")).body)).toBe(
      "Leads inbox",
    );
    // By quality, not by order.
    expect(await page("en;q=0.5, zh-Hans-CN;q=0.9")).toBe("zh-Hans");
    expect(await page("ru-RU, en-GB;q=0.7")).toBe("en");
    expect(await page("de, fr")).toBe("en");
    expect(await page()).toBe("en");
  });

  it("stores the user's choice, which outranks the browser's, until they follow the browser again", async () => {
    const { app, store } = await setUp(kind);
    const client = inboxClient(app, { "accept-language": "en-US,en;q=0.9" });
    expect((await client.signIn()).statusCode).toBe(204);
    expect((await client.request("GET", "/api/inbox/me")).json()).toEqual({
      email: testUser.email,
      language: null,
    });
    expect(langOf((await client.request("GET", "/inbox/")).body)).toBe("en");

    const chosen = await client.request("PATCH", "/api/inbox/me", { language: "zh-Hans" });
    expect(chosen.statusCode, chosen.body).toBe(204);
    expect((await client.request("GET", "/api/inbox/me")).json()).toMatchObject({
      language: "zh-Hans",
    });
    expect((await store.inbox.findUser(testUser.email))?.language).toBe("zh-Hans");
    for (const url of ["/inbox/", "/inbox/dashboard", "/inbox/leads/some-id"]) {
      expect(langOf((await client.request("GET", url)).body), url).toBe("zh-Hans");
    }

    expect((await client.request("PATCH", "/api/inbox/me", { language: null })).statusCode).toBe(
      204,
    );
    expect((await client.request("GET", "/api/inbox/me")).json()).toMatchObject({
      language: null,
    });
    expect(langOf((await client.request("GET", "/inbox/")).body)).toBe("en");
  });

  it("refuses a language the inbox lacks, and a change without the CSRF token", async () => {
    const { app, store } = await setUp(kind);
    const client = inboxClient(app);
    expect((await client.signIn()).statusCode).toBe(204);
    for (const body of [{ language: "fr" }, { language: "zh" }, {}, { language: "en", x: 1 }]) {
      const refused = await client.request("PATCH", "/api/inbox/me", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toBe("invalid_request");
    }
    const forged = await client.request(
      "PATCH",
      "/api/inbox/me",
      { language: "zh-Hans" },
      { "x-csrf-token": "forged" },
    );
    expect(forged.statusCode).toBe(403);
    expect((await store.inbox.findUser(testUser.email))?.language).toBeNull();
    const stranger = await inboxClient(app).request("PATCH", "/api/inbox/me", {
      language: "zh-Hans",
    });
    expect(stranger.statusCode).toBe(401);
  });
});
