import { cmsEnv } from "../config/env/cms";
import { parseEnv, type Env } from "../config/env/parse";

/** Decap CMS's `backend` block (https://decapcms.org/docs/backends-overview/). */
export interface CmsBackend {
  name: "github" | "gitlab" | "gitea";
  repo: string;
  branch: string;
  base_url?: string;
  api_root?: string;
  app_id?: string;
  auth_type?: "pkce";
}

/**
 * The CMS backend of `env` (`process.env` at build time).
 * @throws Error naming each malformed `CMS_*` variable.
 */
export function cmsBackend(env: Env): CmsBackend {
  const { cms } = parseEnv({ cms: cmsEnv }, env, "CMS settings");
  const { CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_BASE_URL, CMS_API_ROOT, CMS_APP_ID } = cms;
  const backend: CmsBackend = { name: CMS_BACKEND, repo: CMS_REPO, branch: CMS_BRANCH };
  if (CMS_BASE_URL) backend.base_url = CMS_BASE_URL;
  if (CMS_API_ROOT) backend.api_root = CMS_API_ROOT;
  if (CMS_APP_ID) {
    backend.app_id = CMS_APP_ID;
    if (CMS_BACKEND === "gitlab") backend.auth_type = "pkce";
  }
  return backend;
}

const defaultApi: Record<CmsBackend["name"], string | undefined> = {
  github: "https://api.github.com",
  gitlab: "https://gitlab.com",
  gitea: undefined,
};

/**
 * The origins `/admin/` must reach besides its own: the Git host's API, its OAuth token
 * endpoint (PKCE), and for GitHub the avatars it shows. The admin page's CSP allows them
 * and nothing else.
 */
export function backendOrigins(backend: CmsBackend): { connect: string[]; img: string[] } {
  const connect = new Set<string>();
  const api = backend.api_root ?? defaultApi[backend.name];
  if (api) connect.add(new URL(api).origin);
  if (backend.base_url) connect.add(new URL(backend.base_url).origin);
  const img = new Set(connect);
  if (backend.name === "github") img.add("https://avatars.githubusercontent.com");
  return { connect: [...connect], img: [...img] };
}
