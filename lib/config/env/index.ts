import { analyticsEnv } from "./analytics";
import { backupEnv } from "./backup";
import { cmsEnv } from "./cms";
import { inboxEnv } from "./inbox";
import { leadsEnv } from "./leads";
import { serverEnv } from "./server";
import { uploadsEnv } from "./uploads";

/*
 * Every environment setting, one zod schema per group (docs/configuration.md is generated
 * from them: `npm run docs:config`). Each group lives in its own file so that a module
 * needing one group (the build's analytics, the CMS) does not load the others.
 */

/** The groups of settings, in the order docs/configuration.md shows them. */
export const envGroups = [
  serverEnv,
  leadsEnv,
  uploadsEnv,
  backupEnv,
  inboxEnv,
  analyticsEnv,
  cmsEnv,
] as const;

/** A variable read outside the schema, with why and what it means. */
export interface BuildTimeVariable {
  name: string;
  /** Where it is read. */
  readBy: string;
  /** What leaving it unset means. */
  unset: string;
  description: string;
}

/**
 * Build-time variables read outside the schemas, each for a reason given here: the pages'
 * own code (which must stay small and free of zod, see app/lib/zod-jitless.ts) or a
 * tool's folder switch read on every call.
 */
export const buildTimeVariables: readonly BuildTimeVariable[] = [
  {
    name: "SITE_URL",
    readBy: "app/seo/site-url.ts (inlined into the pages, which carry no zod)",
    unset: "`https://www.pearlriversourcing.example`",
    description:
      "Public origin of every absolute URL: canonical, hreflang, Open Graph, JSON-LD, sitemap. Set it when building for production: `SITE_URL=https://www.example.com npm run build`.",
  },
  {
    name: "CONTENT_DIR",
    readBy: "lib/content/files.server.ts, vite.config.ts (on every call: tests switch it)",
    unset: "`content/`",
    description: "Reads the content from another folder (tests use it).",
  },
  {
    name: "CONTENT_ALLOW_MISSING",
    readBy: "scripts/content/check.ts",
    unset: "`0`",
    description:
      "`1` builds a preview in which a field a locale lacks is shown in English (each printed as a warning) instead of failing the build; `npm run dev` sets it.",
  },
];
