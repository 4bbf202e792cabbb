import { readdirSync, existsSync } from "node:fs";
import { defaultLocale, locales, type Locale } from "../i18n/locales";
import { collections, type CollectionName } from "./collections";
import { loadFacts } from "./facts.server";
import { loadHolidays } from "./holidays.server";
import { loadAllInboxCopy } from "./inbox-copy.server";
import { ContentError, contentPath, displayPath, type ContentIssue } from "./files.server";
import { insightsFolder } from "./insight-files.server";
import { checkInsights } from "./insights.server";
import { entryFile, entrySlugs, loadEntry } from "./load.server";
import { loadMedia } from "./media.server";
import { loadPartners } from "./partners.server";
import { loadSectorOwners } from "./sector-owners.server";

/** The outcome of checking all content: problems that fail a build, and fallbacks. */
export interface ContentReport {
  errors: ContentIssue[];
  /** One per field a locale lacks: shown in the default locale until translated. */
  fallbacks: { locale: Locale; file: string; path: string }[];
  /** Problems that do not fail the build, e.g. raw HTML removed from an article's Markdown. */
  warnings: ContentIssue[];
  /** Files checked. */
  files: number;
}

function issuesOf(error: unknown): ContentIssue[] {
  if (error instanceof ContentError) return error.issues;
  throw error;
}

/**
 * Validates every content file of every locale (issue 14): the facts, media, partner, holiday and sector-owner files, the inbox's catalogues, then each
 * collection's entries through `loadEntry` (YAML, ICU messages, schema), and files no
 * collection expects (a misspelt slug or locale folder).
 */
export function checkContent(): ContentReport {
  const report: ContentReport = { errors: [], fallbacks: [], warnings: [], files: 0 };
  // The inbox's catalogues (issue 31 item 7) count as one file per language.
  try {
    report.files += Object.keys(loadAllInboxCopy()).length;
  } catch (error) {
    report.errors.push(...issuesOf(error));
  }
  for (const load of [loadFacts, loadMedia, loadPartners, loadHolidays, loadSectorOwners]) {
    try {
      load();
      report.files += 1;
    } catch (error) {
      report.errors.push(...issuesOf(error));
    }
  }
  try {
    // Issue 29: the legal pages name the controller; examples must not go live unnoticed.
    if (loadFacts().controller.example) {
      report.warnings.push({
        file: "content/facts.yaml",
        path: "controller.example",
        message:
          "the legal facts are examples: fill in the legal name, registered address, registration number, e-mail, server country, governing law and dispute resolution, then set example: false",
      });
    }
  } catch {
    // Already reported above.
  }
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec = collections[name];
    const folder = contentPath(spec.folder);
    if (existsSync(folder)) {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory() && !locales.includes(entry.name)) {
          report.errors.push({
            file: displayPath(contentPath(spec.folder, entry.name)),
            path: "",
            message: `not a locale of content/locales.json (${locales.join(", ")})`,
          });
        }
      }
    }
    // Collections may share a folder (the two e-mails' files live in email/).
    const folderSlugs = Object.values(collections)
      .filter((other) => other.folder === spec.folder)
      .flatMap((other) => (other.slugs === "any" ? [] : other.slugs));
    const slugs = entrySlugs(name);
    const firstOfFolder = spec.slugs === "any" || folderSlugs[0] === spec.slugs[0];
    const expected = spec.slugs === "any" ? slugs : folderSlugs;
    for (const locale of locales) {
      const dir = contentPath(spec.folder, locale);
      if (existsSync(dir) && firstOfFolder) {
        for (const file of readdirSync(dir)) {
          const slug = file.replace(/\.yaml$/, "");
          if (!file.endsWith(".yaml") || !expected.includes(slug)) {
            report.errors.push({
              file: displayPath(contentPath(spec.folder, locale, file)),
              path: "",
              message:
                spec.slugs === "any"
                  ? `unexpected file: every entry of ${spec.folder} starts in ${defaultLocale}/ (${slug}.yaml is not there)`
                  : `unexpected file: ${spec.folder} holds ${folderSlugs.map((s) => `${s}.yaml`).join(", ")}`,
            });
          }
        }
      }
      for (const slug of slugs) {
        try {
          const { fallbacks } = loadEntry(name, locale, slug);
          report.files += 1;
          const file = displayPath(entryFile(name, locale, slug));
          for (const path of fallbacks) report.fallbacks.push({ locale, file, path });
        } catch (error) {
          report.errors.push(...issuesOf(error));
        }
      }
    }
  }
  checkInsightFiles(report);
  // The same problem can surface from several locales' overlays of one source file.
  const seen = new Set<string>();
  report.errors = report.errors.filter((issue) => {
    const key = `${issue.file}\n${issue.path}\n${issue.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return report;
}

/**
 * The articles (issue 27): folders that are no locale, files that are not Markdown, then
 * each locale's articles (front matter, links, raw HTML) through `checkInsights`.
 */
function checkInsightFiles(report: ContentReport): void {
  const folder = contentPath(insightsFolder);
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = displayPath(contentPath(insightsFolder, entry.name));
    if (!entry.isDirectory()) {
      report.errors.push({
        file,
        path: "",
        message: "unexpected file: articles live in <locale>/<slug>.md",
      });
    } else if (!locales.includes(entry.name)) {
      report.errors.push({
        file,
        path: "",
        message: `not a locale of content/locales.json (${locales.join(", ")})`,
      });
    } else {
      for (const name of readdirSync(contentPath(insightsFolder, entry.name))) {
        if (!name.endsWith(".md")) {
          report.errors.push({
            file: displayPath(contentPath(insightsFolder, entry.name, name)),
            path: "",
            message: "unexpected file: an article is a Markdown file, <slug>.md",
          });
        }
      }
    }
  }
  for (const locale of locales) {
    const { insights, errors, warnings } = checkInsights(locale, process.env.SITE_URL);
    report.files += insights.length;
    report.errors.push(...errors);
    report.warnings.push(...warnings);
  }
}
