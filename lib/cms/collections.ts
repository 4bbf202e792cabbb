import type { z } from "zod";
import { collections } from "../content/collections";
import { factsSchema } from "../content/schemas/facts";
import { glossarySchema } from "../content/schemas/glossary";
import { holidaysSchema } from "../content/schemas/holidays";
import { inboxCopySchema } from "../content/schemas/inbox";
import { inboxLanguages } from "../inbox/languages";
import { insightsFolder } from "../content/insight-paths";
import { insightSchema } from "../content/schemas/insight";
import { mediaSchema } from "../content/schemas/media";
import { partnersSchema } from "../content/schemas/partners";
import { sectorOwnersSchema } from "../content/schemas/sector-owners";

/** A content file type the CMS edits: per-locale files in a folder, or one shared file. */
export type CmsCollectionSpec =
  | {
      kind: "folder";
      name: string;
      /** `content/<folder>/<locale>/<slug>.yaml`. */
      folder: string;
      schema: z.ZodType;
      /** Editors add and remove entries (a list such as the team), not fixed pages. */
      open?: { identifier: string };
      /** Top-level keys the same in every locale (see `Collection.shared`). */
      shared?: readonly string[];
      /**
       * Markdown files (`<slug>.md`): the schema is the front matter, and a Markdown `body`
       * follows it (the articles, issue 27). Otherwise YAML files.
       */
      markdown?: { bodyHint: string };
    }
  | {
      kind: "file";
      name: string;
      /** `content/<file>`, the same in every language. */
      file: string;
      schema: z.ZodType;
    };

/**
 * Everything under `content/` an editor may change, in the CMS's sidebar order: each
 * collection of `lib/content/collections.ts` (so a new collection there is a new CMS
 * collection, issue 21), the glossary, and the shared files. `locales.json` (the registry)
 * and `i18n-status/` (written by `content:status`) are for developers, not editors.
 */
export const cmsCollections: CmsCollectionSpec[] = [
  ...Object.entries(collections).map(([name, spec]): CmsCollectionSpec => ({
    kind: "folder",
    name,
    folder: spec.folder,
    schema: spec.schema,
    ...(spec.slugs === "any" ? { open: { identifier: spec.identifier ?? "name" } } : {}),
    ...(spec.shared ? { shared: spec.shared } : {}),
  })),
  // The articles (issue 27): one Markdown file per article and locale, the same slug in each.
  {
    kind: "folder",
    name: "insights",
    folder: insightsFolder,
    schema: insightSchema,
    open: { identifier: "title" },
    markdown: {
      bodyHint:
        "The article in Markdown: ## headings, lists, tables, links. Links to the site are paths such as /en/horeca; raw HTML is removed.",
    },
  },
  { kind: "folder", name: "glossary", folder: "glossary", schema: glossarySchema },
  { kind: "file", name: "facts", file: "facts.yaml", schema: factsSchema },
  { kind: "file", name: "media", file: "media.yaml", schema: mediaSchema },
  { kind: "file", name: "partners", file: "partners.yaml", schema: partnersSchema },
  { kind: "file", name: "holidays", file: "holidays.yaml", schema: holidaysSchema },
  {
    kind: "file",
    name: "sector-owners",
    file: "sector-owners.yaml",
    schema: sectorOwnersSchema,
  },
  // The leads inbox's words, one file per inbox language (issue 31 item 7): not site locales.
  ...inboxLanguages.map((language): CmsCollectionSpec => ({
    kind: "file",
    name: `inbox-${language}`,
    file: `inbox/${language}.yaml`,
    schema: inboxCopySchema,
  })),
];
