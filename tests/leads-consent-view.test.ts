import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stripFallbackDeep } from "@lib/content/fallback";
import { loadEntry } from "@lib/content/load.server";
import { locales, requiresSeparateConsent } from "@lib/i18n/locales";
import { LeadFormView } from "@lib/leads/lead-form-view";
import { leadForms, parseLeadRequest } from "@lib/leads/schema";
import { validLead } from "./support/leads-env";

/**
 * Issue 34: on the Russian pages consent to the processing of personal data is a separate,
 * unticked checkbox linked to the consent text; the other locales keep their notice.
 */
function render(form: (typeof leadForms)[number], locale: string, values = {}) {
  const ui = stripFallbackDeep(loadEntry("ui", locale, "site").data);
  return renderToStaticMarkup(
    createElement(LeadFormView, {
      form,
      locale,
      page: `/${locale}`,
      copy: form === "contact" ? ui.contactForm : ui.missionForm,
      leadForm: ui.leadForm,
      action: "/api/leads",
      values,
    }),
  );
}

describe("the consent checkbox (issue 34)", () => {
  it("only the Russian pages ask for separate consent", () => {
    expect(locales.filter(requiresSeparateConsent)).toEqual(["ru"]);
  });

  for (const form of leadForms) {
    it(`${form}: Russian shows it unticked, required, linked to /ru/consent; no other locale shows one`, () => {
      const html = render(form, "ru");
      const box = /<input[^>]*type="checkbox"[^>]*>/.exec(html)?.[0];
      expect(box).toBeDefined();
      expect(box).toContain('name="consent"');
      expect(box).toContain('value="yes"');
      expect(box).toContain("required");
      expect(box).not.toContain("checked");
      expect(html).toMatch(/<label for="[^"]*-consent"[^>]*>Я даю <a href="\/ru\/consent"/);
      for (const locale of locales.filter((l) => l !== "ru")) {
        expect(render(form, locale), locale).not.toContain('type="checkbox"');
      }
    });
  }

  it("a Russian form given back after an error keeps the box as the visitor left it", () => {
    expect(
      /<input[^>]*type="checkbox"[^>]*>/.exec(render("contact", "ru", { consent: "yes" }))?.[0],
    ).toContain("checked");
  });
});

describe("the shared schema refuses a Russian lead without consent (issue 34)", () => {
  it("names consent beside the other fields' problems", () => {
    const result = parseLeadRequest(validLead("contact", { locale: "ru", page: "/ru", name: "" }));
    expect(result).toEqual({
      ok: false,
      errors: { name: "required", consent: "consent_required" },
    });
  });

  it('accepts it with consent "yes" and records it; other locales need none', () => {
    const ru = parseLeadRequest(
      validLead("mission", { locale: "ru", page: "/ru", consent: "yes" }),
    );
    expect(ru.ok && ru.lead.consent).toBe("yes");
    for (const locale of ["en", "ar", "es"]) {
      expect(
        parseLeadRequest(validLead("contact", { locale, page: `/${locale}` })).ok,
        locale,
      ).toBe(true);
    }
  });
});
