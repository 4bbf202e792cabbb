import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "../server/inbox/passwords";
import { buildApp } from "../server/app";
import { openLeadStore } from "../server/storage/open-lead-store";
import { inboxAppsClosedAfterEach, testUser } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";
import { startSmtpPeer, waitFor } from "./support/leads-env";
import { storeKinds } from "./support/stores";

/**
 * The morning digest (issue 31 item 6) through a real SMTP server: at 09:00 office time on
 * a working day each inbox user gets one e-mail listing the leads overdue or due that day,
 * theirs or nobody's, in their inbox language, with links and without the buyer's message
 * or address; never twice (another server on the same store, a restart), never before
 * 09:00, never on a holiday — on every store.
 */
const setUpInbox = inboxAppsClosedAfterEach();
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});
const colleague = { email: "li.wei@pearl.example", password: "another long passphrase" };
/** Thursday 30 April 2026, 08:30 in Guangzhou: a working day before the Labour Day holiday. */
const thursdayEarly = new Date("2026-04-30T08:30:00+08:00");
const origin = "https://leads.pearl.example";
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe.each(storeKinds)("the morning digest on %s", { timeout: 120_000 }, (kind) => {
  it("reaches each user once at 09:00 on a working day, in their language, and not on a holiday", async () => {
    const smtp = await startSmtpPeer();
    cleanUps.push(() => smtp.close());
    const env = {
      INBOX_DIGEST: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
      LEADS_LINK_ORIGIN: origin,
    };
    const { store, clock, config } = await setUpInbox(kind, env, { clockStart: thursdayEarly });
    await store.inbox.addUser(
      colleague.email,
      await hashPassword(colleague.password),
      new Date(),
      "zh-Hans",
    );
    // Due Wednesday 10:00 (overdue by Thursday morning), nobody's.
    const overdue = storedLead({
      createdAt: new Date("2026-04-28T10:00:00+08:00").toISOString(),
      name: "Omar Saeed",
      company: "Gulf Trading LLC",
      email: "omar@gulf.example",
      message: "Forty combi ovens for a hotel in Riyadh.",
    });
    // Due Thursday 15:00, the colleague's.
    const dueToday = storedLead({
      createdAt: new Date("2026-04-29T15:00:00+08:00").toISOString(),
      name: "Layla Haddad",
      company: null,
      category: "electronics",
      email: "layla@hotel.example",
    });
    // Due after the holiday; answered; spam: none of them listed.
    const later = storedLead({
      createdAt: new Date("2026-04-30T10:00:00+08:00").toISOString(),
      name: "Later Buyer",
    });
    const answered = storedLead({
      createdAt: new Date("2026-04-28T11:00:00+08:00").toISOString(),
      name: "Answered Buyer",
    });
    const spam = storedLead({
      createdAt: new Date("2026-04-28T12:00:00+08:00").toISOString(),
      name: "Spam Sender",
      spam: true,
      spamReason: "honeypot",
    });
    for (const lead of [overdue, dueToday, later, answered, spam]) {
      await store.insertLead(lead, []);
    }
    expect(await store.inbox.assign(dueToday.id, colleague.email)).toBe(true);
    await store.inbox.recordFirstResponse(answered.id, new Date("2026-04-28T12:00:00+08:00"));

    await settle();
    expect(smtp.mails).toEqual([]); // 08:30: not yet

    clock.advance(35 * 60_000); // 09:05
    await waitFor(() => smtp.mails.length === 2);
    const to = (address: string) => smtp.mails.find((mail) => mail.to.includes(address))!;
    const english = to(testUser.email);
    expect(english.headers.subject).toBe("1 lead awaiting a reply, Thursday, 30 April 2026");
    expect(english.text).toContain("Overdue (1)");
    expect(english.text).toContain(
      "Omar Saeed, Gulf Trading LLC, HoReCa equipment and furniture: due 29 Apr 2026, 10:00",
    );
    expect(english.text).toContain(`${origin}/inbox/leads/${overdue.id}`);
    expect(english.text).toContain(`${origin}/inbox/?reply=waiting`);
    expect(english.text).not.toContain("Layla");

    const chinese = to(colleague.email);
    expect(chinese.headers.subject).toBe("2026年4月30日星期四：2 条线索待首次回复");
    expect(chinese.text).toContain("已逾期（1）");
    expect(chinese.text).toContain("今日到期（1）");
    expect(chinese.text).toContain("Layla Haddad，无公司，电子及 IT 产品");
    expect(chinese.text).toContain(`${origin}/inbox/leads/${dueToday.id}`);
    for (const mail of smtp.mails) {
      expect(mail.from).toBe(config.leads.from);
      for (const secret of [
        "Riyadh",
        "combi ovens",
        "omar@gulf.example",
        "layla@hotel.example",
        "Later Buyer",
        "Answered Buyer",
        "Spam Sender",
      ]) {
        expect(mail.text).not.toContain(secret);
      }
    }

    // Another server on the same store, started later the same morning: nothing more.
    const otherStore = await openLeadStore(config.leads);
    const other = await buildApp(config, { store: otherStore, now: clock.now });
    await other.ready();
    cleanUps.push(() => other.close());
    clock.advance(60 * 60_000); // 10:05
    await settle();
    expect(smtp.mails).toHaveLength(2);
    expect((await store.digests.ofDay("2026-04-30")).map((row) => row.leads)).toEqual([2, 1]);

    // Friday 1 May, Labour Day: no digest.
    clock.advance(new Date("2026-05-01T09:30:00+08:00").getTime() - clock.now().getTime());
    await settle();
    expect(smtp.mails).toHaveLength(2);
    expect(await store.digests.ofDay("2026-05-01")).toEqual([]);
  });

  it("is sent again after the mail server refuses it for now, and reaches the user once", async () => {
    // The first digest is answered "451 try again later" (issue 31: retried, never twice).
    const smtp = await startSmtpPeer(0, { refuseFirst: 1 });
    cleanUps.push(() => smtp.close());
    const env = {
      INBOX_DIGEST: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
      LEADS_LINK_ORIGIN: origin,
    };
    const { store, clock } = await setUpInbox(kind, env, { clockStart: thursdayEarly });
    // Due Wednesday 10:00: overdue on Thursday morning.
    const overdue = storedLead({
      createdAt: new Date("2026-04-28T10:00:00+08:00").toISOString(),
      name: "Omar Saeed",
    });
    await store.insertLead(overdue, []);

    clock.advance(35 * 60_000); // 09:05
    await waitFor(() => smtp.refused() === 1);
    await waitFor(async () => (await store.digests.ofDay("2026-04-30"))[0]?.attempts === 1);
    expect(smtp.mails).toEqual([]);
    expect(await store.digests.ofDay("2026-04-30")).toEqual([
      { recipient: testUser.email, deliveredAt: null, leads: null, attempts: 1 },
    ]);

    // The retry falls due (LEADS_RETRY_BASE_MS is 100 ms in tests) and is accepted.
    clock.advance(1000);
    await waitFor(() => smtp.mails.length === 1);
    expect(smtp.mails[0]!.to).toEqual([testUser.email]);
    expect(smtp.mails[0]!.text).toContain("Omar Saeed");

    // Later that morning: the digest went once, recorded as sent on its second attempt.
    clock.advance(60 * 60_000);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.refused()).toBe(1);
    expect(await store.digests.ofDay("2026-04-30")).toEqual([
      { recipient: testUser.email, deliveredAt: expect.any(String), leads: 1, attempts: 2 },
    ]);
  });
});
