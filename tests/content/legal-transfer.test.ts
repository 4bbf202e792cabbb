import { describe, expect, it } from "vitest";
import { loadLegal } from "../../app/content/copy.server";
import { stripFallbackDeep } from "../../lib/content/fallback";
import { contentPath, readYaml } from "../../lib/content/files.server";
import { factValues, loadFacts } from "../../lib/content/facts.server";
import { loadEntry } from "../../lib/content/load.server";
import { formatMessage } from "../../lib/content/messages";
import type { Facts } from "../../lib/content/schemas/facts";
import { localeInfo, locales, type Locale } from "../../lib/i18n/locales";

/**
 * Issue 29: the line under every form and the consent text say that the request goes
 * abroad, where it is read and stored and how the transfer is protected (GDPR
 * art. 13(1)(f), 152-FZ art. 12), worded from content/facts.yaml.
 */

/** The first letters of `code`'s name in `locale`: the stem a declined form keeps (Китай, в Китае). */
function countryStem(locale: Locale, code: string): string {
  const name = new Intl.DisplayNames([localeInfo(locale).formatTag], { type: "region" }).of(code)!;
  return name.slice(0, 4);
}

/** The raw (unformatted) transfer sentence of the forms in `locale`. */
function transferMessage(locale: Locale): string {
  const site = readYaml(contentPath("ui", locale, "site.yaml")) as {
    leadForm: { consent: { transfer: string } };
  };
  return site.leadForm.consent.transfer;
}

/** The transfer sentence of `locale` formatted with `facts` changed by `change`. */
function transferWith(locale: Locale, change: Partial<Facts["controller"]>): string {
  const facts = loadFacts();
  const changed = { ...facts, controller: { ...facts.controller, ...change } };
  return formatMessage(
    transferMessage(locale),
    localeInfo(locale).formatTag,
    factValues(changed, locale),
  );
}

describe("the transfer abroad (issue 29)", () => {
  it.each(locales)("%s: the forms' consent line names both countries", (locale) => {
    const { controller } = loadFacts();
    const { transfer } = stripFallbackDeep(loadEntry("ui", locale, "site").data).leadForm.consent;
    expect(transfer).toContain(countryStem(locale, controller.processingCountry));
    expect(transfer).toContain(countryStem(locale, controller.dataCountry));
  });

  it.each(locales)("%s: the consent text and privacy policy name both countries", (locale) => {
    const { controller } = loadFacts();
    for (const slug of ["consent", "privacy"] as const) {
      const text = JSON.stringify(loadLegal(locale, slug).sections);
      expect(text).toContain(countryStem(locale, controller.processingCountry));
      expect(text).toContain(countryStem(locale, controller.dataCountry));
    }
  });

  it.each(locales)("%s: the facts drive the countries and the safeguard", (locale) => {
    const base = transferWith(locale, {
      dataCountry: "FI",
      processingCountry: "CN",
      transferSafeguard: "standardContractualClauses",
    });
    expect(base).toContain(countryStem(locale, "FI"));
    expect(base).not.toContain(countryStem(locale, "DE"));
    const elsewhere = transferWith(locale, {
      dataCountry: "SG",
      processingCountry: "CN",
      transferSafeguard: "standardContractualClauses",
    });
    expect(elsewhere).toContain(countryStem(locale, "SG"));
    const byConsent = transferWith(locale, {
      dataCountry: "FI",
      processingCountry: "CN",
      transferSafeguard: "explicitConsent",
    });
    expect(byConsent).not.toBe(base);
  });
});
