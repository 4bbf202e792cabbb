import { describe, expect, it } from "vitest";
import { stripFallbackDeep } from "../lib/content/fallback";
import { loadEntry } from "../lib/content/load.server";
import { withoutBidiControls, withoutBidiControlsDeep } from "../lib/leads/bidi-controls";
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

/**
 * Issue 35 (item 9): bidirectional controls in what a visitor typed would reorder how it
 * shows ("\u202Egnp.exe" reads "exe.png"); the e-mails and the inbox show it without them.
 */
describe("bidirectional controls in a visitor's name", () => {
  const controls = [..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"];
  const name = `Jane \u202eredyuB\u202c \u2067علي\u2069`;

  it("are left out of the sales e-mail's subject, Reply-To name and rows", () => {
    const lead = storedLead({ name, company: "\u202dACME\u202c Ltd" });
    const message = composeLeadEmail(lead, loadLeadEmailText("en"), "leads@example.com");
    expect(message.subject).toContain("Jane redyuB علي");
    expect(message.replyTo.name).toBe("Jane redyuB علي");
    expect(message.text).toContain("Jane redyuB علي");
    expect(message.text).toContain("ACME Ltd");
    for (const control of controls) {
      expect(message.subject + message.text + message.replyTo.name).not.toContain(control);
    }
  });

  it("are left out of the autoreply's greeting and addressee", () => {
    const copy = stripFallbackDeep(loadEntry("autoreply", "en", "autoreply").data);
    const message = composeAutoreply(storedLead({ name }), copy, "leads@example.com");
    expect(message.text.split("\n")[0]).toContain("Jane redyuB علي");
    expect(message.to.name).toBe("Jane redyuB علي");
    for (const control of controls) expect(message.text + message.to.name).not.toContain(control);
  });

  it("are left out of every string the inbox receives, at any depth", () => {
    const answer = {
      leads: [{ name, company: null, count: 3, spam: false }],
      lead: { notes: [{ text: "\u2066call\u2069 back" }] },
    };
    expect(withoutBidiControlsDeep(answer)).toEqual({
      leads: [{ name: "Jane redyuB علي", company: null, count: 3, spam: false }],
      lead: { notes: [{ text: "call back" }] },
    });
    // Other right-to-left text and marks the algorithm needs (RLM U+200F) stay.
    expect(withoutBidiControls("\u200fعلي")).toBe("\u200fعلي");
  });
});
