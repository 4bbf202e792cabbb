/**
 * `npm run content:status [-- --locale ar] [-- --accept [ar …]]` (issue 14): per locale, how
 * many fields are translated, missing and outdated (the English text changed after the
 * translation was accepted), then each missing or outdated field by file and path.
 * `--accept` records the present translations of the given locales (all when none are
 * given) as matching today's English, after a translator has reviewed them.
 * Then the articles (issue 27) each locale lacks, the default locale's included: an
 * article is a page of its own in each language and never falls back to English.
 */
import { parseArgs } from "node:util";
import { untranslatedInsights } from "../../lib/content/insight-files.server";
import { acceptTranslations, translationStatus } from "../../lib/content/status.server";
import { defaultLocale, isLocale, locales } from "../../lib/i18n/locales";

function fail(message: string): never {
  console.error(`content:status: ${message}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: { locale: { type: "string", multiple: true }, accept: { type: "boolean" } },
    allowPositionals: true,
  });
} catch (error) {
  fail((error as Error).message);
}
const named = [...(args.values.locale ?? []), ...args.positionals];
for (const locale of named) {
  if (!isLocale(locale)) fail(`unknown locale "${locale}"; the locales are ${locales.join(", ")}`);
}
const targets = (named.length > 0 ? named : locales).filter((locale) => locale !== defaultLocale);

if (args.values.accept) {
  for (const locale of targets)
    console.log(`${locale}: accepted ${acceptTranslations(locale)} translated fields`);
  process.exit(0);
}

const rows = targets.map((locale) => {
  const fields = translationStatus(locale);
  const count = (state: string) => fields.filter((field) => field.state === state).length;
  return {
    locale,
    fields,
    translated: count("translated"),
    missing: count("missing"),
    outdated: count("outdated"),
  };
});
console.log(
  `locale  translated  missing  outdated   (source: ${defaultLocale}, ${rows[0]?.fields.length ?? 0} fields)`,
);
for (const row of rows) {
  console.log(
    `${row.locale.padEnd(6)}  ${String(row.translated).padStart(10)}  ${String(row.missing).padStart(7)}  ${String(row.outdated).padStart(8)}`,
  );
}
for (const row of rows) {
  for (const field of row.fields.filter((f) => f.state !== "translated")) {
    console.log(`  ${field.state}: ${field.file}: ${field.path}`);
  }
}

const articleLocales = named.length > 0 ? named : locales;
for (const locale of articleLocales) {
  const missing = untranslatedInsights(locale);
  if (missing.length === 0) continue;
  console.log(`${locale}: ${missing.length} article(s) not written in this language`);
  for (const { slug, in: present } of missing) {
    console.log(
      `  untranslated article: content/insights/${locale}/${slug}.md (in ${present.join(", ")})`,
    );
  }
}
