import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentPath } from "@lib/content/files.server";
import { factValues, loadFacts } from "@lib/content/facts.server";
import { stringLeaves } from "@lib/content/leaves";
import { formatMessage } from "@lib/content/messages";
import { localeInfo, locales, type Locale } from "@lib/i18n/locales";

/**
 * Issue 29, item 1: no configuration leaks into legal text. Whether leads also go to a CRM
 * is a fact the owners state once (`privacy.crmConnected` in content/facts.yaml); the
 * privacy policy and consent name the CRM as a recipient when it is true and only e-mail
 * when it is false, in every language, and never hedge ("where we have connected one").
 */
const facts = loadFacts();

/** How each language names the CRM when it is a recipient. */
const crmNamed: Record<Locale, RegExp> = {
  en: /customer relationship management \(CRM\) system/,
  // The consent writes it in brackets, inside its own parentheses, as the RAE advises.
  es: /sistema de gestión de clientes [([]CRM[)\]]/,
  ru: /CRM-систем/,
  ar: /نظام إدارة علاقات العملاء/,
};
/** Any mention of the CRM or its webhook, in any language. */
const anyCrm = /CRM|webhook|вебхук|إدارة علاقات العملاء|gestión de clientes/i;
/** Hedges on the site's configuration that legal text must not contain. */
const hedges =
  /where we have connected|if we have (connected|switched)|si lo hemos conectado|cuando lo tenemos conectado|если мы подключили|если (она|он|оно) подключен|إن كنّا قد ربطنا|إن ربطناه/iu;

/** The privacy policy or consent of `locale`, formatted with `crmConnected` as given. */
function render(locale: Locale, slug: "privacy" | "consent", crmConnected: boolean): string {
  const raw = parse(readFileSync(contentPath("legal", locale, `${slug}.yaml`), "utf8")) as {
    sections: unknown;
  };
  const values = factValues({ ...facts, privacy: { ...facts.privacy, crmConnected } }, locale);
  return stringLeaves(raw.sections)
    .map(([, text]) => formatMessage(text, localeInfo(locale).formatTag, values))
    .join("\n");
}

describe("the CRM in the privacy policy and consent (issue 29)", () => {
  for (const locale of locales) {
    for (const slug of ["privacy", "consent"] as const) {
      it(`${locale} ${slug}: names the CRM when it is connected`, () => {
        const named = crmNamed[locale];
        if (!named) throw new Error(`crmNamed: add how ${locale} names the CRM`);
        expect(render(locale, slug, true)).toMatch(named);
      });

      it(`${locale} ${slug}: names only e-mail when no CRM is connected`, () => {
        const text = render(locale, slug, false);
        expect(text.match(anyCrm)).toBeNull();
        expect(text).not.toMatch(/\{crm|yes \{|other \{/);
      });
    }
  }

  it("the privacy policy states the webhook only with the CRM", () => {
    expect(render("en", "privacy", true)).toMatch(/neither the e-mail nor the webhook message/);
    expect(render("en", "privacy", false)).toMatch(/is not part of the e-mail\./);
  });

  it("no legal text in any language hedges on what is connected", () => {
    const found: string[] = [];
    for (const locale of locales) {
      const dir = contentPath("legal", locale);
      for (const name of readdirSync(dir).filter((file) => file.endsWith(".yaml"))) {
        for (const [path, text] of stringLeaves(parse(readFileSync(`${dir}/${name}`, "utf8")))) {
          if (hedges.test(text)) found.push(`${locale}/${name}: ${path}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the hedge scan finds the hedges the reviews found", () => {
    for (const hedge of [
      "and, where we have connected one, as a signed message",
      "y, si lo hemos conectado, al sistema",
      "а если мы подключили такую систему",
      "и, если она подключена, в CRM-систему",
      "وكذلك، إن كنّا قد ربطنا نظامًا كهذا",
    ]) {
      expect(hedge).toMatch(hedges);
    }
  });
});
