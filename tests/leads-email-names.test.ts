import { describe, expect, it } from "vitest";
import { stripFallbackDeep } from "../lib/content/fallback";
import { loadEntry } from "../lib/content/load.server";
import { composeAutoreply } from "../server/leads/autoreply";
import { composeLeadEmail, loadLeadEmailText } from "../server/leads/lead-email";
import { storedLead } from "./support/lead-factory";

/**
 * Issue 35 (item 9): the sales e-mail's subject and the autoreply's greeting put the
 * visitor's name in with `String.replace`, which expands `$&`, `` $` `` and `$$` in it. A
 * name is shown exactly as typed.
 */
describe("a visitor's name in the e-mails", () => {
  for (const name of ["Pay $& now", "A $` B", "Cost $$5", "$'tail"]) {
    it(`stays "${name}" in the sales subject and the autoreply greeting`, () => {
      const lead = storedLead({ name });
      const subject = composeLeadEmail(lead, loadLeadEmailText("en"), "leads@example.com").subject;
      expect(subject).toContain(name);
      const copy = stripFallbackDeep(loadEntry("autoreply", "en", "autoreply").data);
      const text = composeAutoreply(lead, copy, "leads@example.com").text;
      expect(text.split("\n")[0]).toContain(name);
    });
  }
});
