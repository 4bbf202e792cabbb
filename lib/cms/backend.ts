import { z } from "zod";

const origin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

/**
 * The CMS's Git host, from the build's environment (README, "Editing the site"). Only
 * public values: the repository, the branch, the OAuth endpoints and the OAuth
 * application's id; the client secret, when the host needs one, stays in the OAuth proxy.
 */
const backendEnv = z
  .object({
    CMS_BACKEND: z.enum(["github", "gitlab", "gitea"]).default("github"),
    CMS_REPO: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, "owner/name of the site's repository")
      .default("pearl-river/site"),
    CMS_BRANCH: z.string().min(1).default("main"),
    /** The OAuth proxy (GitHub) or the self-hosted host's origin (GitLab, Gitea, Forgejo). */
    CMS_BASE_URL: origin.optional(),
    /** The API root of a self-hosted GitLab or Gitea/Forgejo, e.g. https://git.example.com/api/v1. */
    CMS_API_ROOT: z.url({ protocol: /^https?$/ }).optional(),
    /** The OAuth application's client id (GitLab, Gitea/Forgejo: PKCE, no secret). */
    CMS_APP_ID: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.CMS_BACKEND !== "github" && !env.CMS_APP_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["CMS_APP_ID"],
        message: `required for ${env.CMS_BACKEND}: the OAuth application's client id`,
      });
    }
    // Without it Decap's Gitea login goes to its default host, https://try.gitea.io.
    if (env.CMS_BACKEND === "gitea" && !env.CMS_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["CMS_BASE_URL"],
        message: "required for gitea: the host's origin, e.g. https://git.example.com",
      });
    }
    if (env.CMS_BACKEND === "gitea" && !env.CMS_API_ROOT) {
      ctx.addIssue({
        code: "custom",
        path: ["CMS_API_ROOT"],
        message: "required for gitea: e.g. https://git.example.com/api/v1",
      });
    }
  });

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
export function cmsBackend(env: Record<string, string | undefined>): CmsBackend {
  const result = backendEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`CMS settings:\n${lines.join("\n")}`);
  }
  const { CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_BASE_URL, CMS_API_ROOT, CMS_APP_ID } = result.data;
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
