import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { backendOrigins, type CmsBackend } from "../lib/cms/backend";
import { adminFolder, adminPath } from "../lib/cms/paths";
import { adminContentSecurityPolicy } from "./security-headers";
import type { PagePolicy } from "./site-files";

/**
 * The CMS page of the build in `siteDir` with its own CSP, or undefined when the build has
 * none. The Git host it may reach is read from the `config.yml` the build generated
 * (`scripts/build-admin.ts`), so the policy follows the `CMS_*` settings of that build.
 * @throws Error when `admin/config.yml` is missing or has no backend.
 */
export function adminPolicy(siteDir: string): PagePolicy | undefined {
  const file = `${adminFolder}/index.html`;
  if (!existsSync(join(siteDir, file))) return undefined;
  const configFile = join(siteDir, adminFolder, "config.yml");
  const config = parse(readFileSync(configFile, "utf8")) as { backend?: CmsBackend } | null;
  if (!config?.backend?.name) throw new Error(`${configFile}: no CMS backend`);
  return { path: adminPath, file, csp: adminContentSecurityPolicy(backendOrigins(config.backend)) };
}
