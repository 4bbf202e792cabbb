import { leadsCli } from "./support/leads-cli";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { openLeadStore } from "../server/storage/open-lead-store";
import { totpCode } from "../server/inbox/totp";
import { inboxClient } from "./support/inbox-env";
import { testConfig } from "./support/leads-env";
import { freshStore, storeKinds } from "./support/stores";

/**
 * The first user is made with the CLI (issue 20, item 1): `user add` reads the password
 * from standard input when it is not a terminal, refuses a short one, stores an Argon2id
 * hash; the account then signs in; `user list` and `user remove` (which ends its sessions).
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function cli(env: Record<string, string>, input: string, ...args: string[]) {
  return leadsCli(env, args, input);
}

describe.each(storeKinds)("inbox accounts on %s", { timeout: 90_000 }, (kind) => {
  it("adds a user from standard input, who signs in; lists and removes them", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const password = "a long enough passphrase";

    const short = cli(fresh.env, "short-pass\n", "user", "add", "anna@pearl.example");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 12 characters");
    expect(cli(fresh.env, "", "user", "add", "not-an-address").status).toBe(2);

    const added = cli(fresh.env, `${password}\n`, "user", "add", "Anna@Pearl.example");
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain("Created inbox account anna@pearl.example");
    expect(cli(fresh.env, `${password}\n`, "user", "add", "anna@pearl.example").status).toBe(1);

    const store = await openLeadStore(fresh.leads);
    const user = await store.inbox.findUser("anna@pearl.example");
    await store.close();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(password);

    const app = await buildApp(
      testConfig(fresh.workspace, { ...fresh.env, LEADS_RATE_LIMIT: "0" }),
    );
    cleanups.push(() => app.close());
    const client = inboxClient(app);
    expect((await client.signIn("anna@pearl.example", password)).statusCode).toBe(204);
    expect((await client.request("GET", "/api/inbox/me")).json()).toEqual({
      email: "anna@pearl.example",
      language: null,
    });

    const listed = cli(fresh.env, "", "user", "list");
    expect(listed.stdout).toMatch(/^anna@pearl\.example {2}created \d{4}-/m);
    expect(listed.stdout).toContain("1 inbox accounts");

    const removed = cli(fresh.env, "", "user", "remove", "anna@pearl.example");
    expect(removed.status).toBe(0);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(401);
    expect(cli(fresh.env, "", "user", "remove", "anna@pearl.example").status).toBe(1);
    expect(cli(fresh.env, "", "user", "list").stdout).toContain("0 inbox accounts");
  });

  // Fourteen CLI runs, each starting tsx.
  it(
    "refuses common passwords, enrols TOTP, unlocks a blocked account, changes a password (issue 35)",
    { timeout: 240_000 },
    async () => {
      const fresh = await freshStore(kind);
      cleanups.push(() => fresh.remove());
      const email = "omar@pearl.example";
      for (const weak of ["password1234", "qwertyuiop123", "omar@pearl.example1"]) {
        const refused = cli(fresh.env, `${weak}\n`, "user", "add", email);
        expect(refused.status, weak).toBe(2);
        expect(refused.stderr, weak).toContain("the password is too easy to guess");
      }
      expect(cli(fresh.env, "", "user", "list").stdout).toContain("0 inbox accounts");
      const password = "amber lantern quietly folds";
      expect(cli(fresh.env, `${password}\n`, "user", "add", email).status).toBe(0);

      const enrolled = cli(fresh.env, "", "user", "mfa", email);
      expect(enrolled.status, enrolled.stderr).toBe(0);
      const uri = /otpauth:\/\/totp\/\S+/.exec(enrolled.stdout)?.[0];
      expect(uri).toMatch(/^otpauth:\/\/totp\/Leads%20inbox:omar%40pearl\.example\?/);
      const secret = new URL(uri!).searchParams.get("secret")!;
      expect(enrolled.stdout).toContain(`typing the key: ${secret}`);
      expect(cli(fresh.env, "", "user", "list").stdout).toMatch(/^omar@pearl\.example .*TOTP/m);

      const app = await buildApp(
        testConfig(fresh.workspace, { ...fresh.env, LEADS_RATE_LIMIT: "0" }),
      );
      cleanups.push(() => app.close());
      const client = inboxClient(app);
      expect((await client.signIn(email, password)).statusCode).toBe(202);
      const code = totpCode(secret, new Date());
      expect((await client.request("POST", "/api/inbox/sign-in/totp", { code })).statusCode).toBe(
        204,
      );
      await client.csrf();

      // Five wrong passwords from one address: it waits; `user unlock` ends the wait.
      const guesser = inboxClient(app, {}, "203.0.113.80");
      for (let attempt = 1; attempt <= 5; attempt++)
        await guesser.signIn(email, `wrong ${attempt}`);
      expect((await guesser.signIn(email, password)).statusCode).toBe(429);
      expect(cli(fresh.env, "", "user", "list").stdout).toContain(
        "1 address waiting after wrong sign-ins",
      );
      const unlocked = cli(fresh.env, "", "user", "unlock", email);
      expect(unlocked.status).toBe(0);
      expect(unlocked.stdout).toContain("from 1 address");
      expect((await guesser.signIn(email, password)).statusCode).toBe(202);
      expect(cli(fresh.env, "", "user", "unlock", "nobody@pearl.example").status).toBe(1);

      // A new password: the weak one refused, the strong one set, every session ended.
      expect(cli(fresh.env, "password1234\n", "user", "password", email).status).toBe(2);
      const changed = cli(fresh.env, "violet harbour drums eleven\n", "user", "password", email);
      expect(changed.status, changed.stderr).toBe(0);
      expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(401);
      expect((await inboxClient(app).signIn(email, password)).statusCode).toBe(401);

      expect(cli(fresh.env, "", "user", "mfa-remove", email).status).toBe(0);
      expect((await inboxClient(app).signIn(email, "violet harbour drums eleven")).statusCode).toBe(
        204,
      );
    },
  );
  it("sets a user's inbox language at add and with user language; refuses one the inbox lacks", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const password = "a long enough passphrase";
    const refused = cli(
      fresh.env,
      `${password}\n`,
      "user",
      "add",
      "li@pearl.example",
      "--language",
      "fr",
    );
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("not an inbox language: fr");
    const added = cli(
      fresh.env,
      `${password}\n`,
      "user",
      "add",
      "li@pearl.example",
      "--language",
      "zh",
    );
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain("inbox language zh-Hans");
    expect(cli(fresh.env, "", "user", "list").stdout).toMatch(
      /li@pearl\.example .* language zh-Hans/,
    );

    const english = cli(fresh.env, "", "user", "language", "li@pearl.example", "en");
    expect(english.status, english.stderr).toBe(0);
    let store = await openLeadStore(fresh.leads);
    expect((await store.inbox.findUser("li@pearl.example"))?.language).toBe("en");
    await store.close();

    expect(cli(fresh.env, "", "user", "language", "li@pearl.example", "browser").status).toBe(0);
    store = await openLeadStore(fresh.leads);
    expect((await store.inbox.findUser("li@pearl.example"))?.language).toBeNull();
    await store.close();
    expect(cli(fresh.env, "", "user", "language", "li@pearl.example").status).toBe(2);
    expect(cli(fresh.env, "", "user", "language", "nobody@pearl.example", "zh").status).toBe(1);
  });
});
