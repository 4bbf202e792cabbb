import { z } from "zod";
import { oneOf, origin, text, textOr, url } from "./fields";
import { whenParsed } from "./parse";

/**
 * The CMS's Git host, read by the build into the CMS's `config.yml`. Only public values:
 * the repository, the branch, the OAuth endpoints and the OAuth application's id; the
 * client secret, when the host needs one, stays in the OAuth proxy.
 */
export const cmsEnv = z
  .object({
    CMS_BACKEND: oneOf(["github", "gitlab", "gitea"], "github").describe(
      "The Git host: `github`, `gitlab` or `gitea` (also Forgejo).",
    ),
    CMS_REPO: textOr("pearl-river/site")
      .refine((repo) => /^[\w.-]+(\/[\w.-]+)+$/.test(repo), {
        error: (issue) =>
          `must be owner/name of the site's repository, got "${String(issue.input)}"`,
      })
      .describe("`owner/name` of the site's repository."),
    CMS_BRANCH: textOr("main").describe("The branch the site is built from."),
    CMS_BASE_URL: origin("https://git.example.com")
      .meta({ unset: "(none)" })
      .describe(
        "GitHub: the origin of the OAuth proxy holding the OAuth app's secret; GitLab, Gitea/Forgejo self-hosted: the host (required for Gitea/Forgejo).",
      ),
    CMS_API_ROOT: url("https://git.example.com/api/v1")
      .meta({ unset: "the host's public API" })
      .describe(
        "Self-hosted GitLab (`…/api/v4`) or Gitea/Forgejo (`…/api/v1`); required for Gitea/Forgejo.",
      ),
    CMS_APP_ID: text()
      .meta({ unset: "(none)" })
      .describe(
        "GitLab and Gitea/Forgejo: the OAuth application's client id (PKCE, no secret needed).",
      ),
  })
  .superRefine(
    (env, context) => {
      if (env.CMS_BACKEND !== "github" && !env.CMS_APP_ID) {
        context.addIssue({
          code: "custom",
          path: ["CMS_APP_ID"],
          message: `is required for ${env.CMS_BACKEND}: the OAuth application's client id`,
        });
      }
      // Without it Decap's Gitea login goes to its default host, https://try.gitea.io.
      if (env.CMS_BACKEND === "gitea" && !env.CMS_BASE_URL) {
        context.addIssue({
          code: "custom",
          path: ["CMS_BASE_URL"],
          message: "is required for gitea: the host's origin, e.g. https://git.example.com",
        });
      }
      if (env.CMS_BACKEND === "gitea" && !env.CMS_API_ROOT) {
        context.addIssue({
          code: "custom",
          path: ["CMS_API_ROOT"],
          message: "is required for gitea: e.g. https://git.example.com/api/v1",
        });
      }
    },
    whenParsed("CMS_BACKEND", "CMS_APP_ID", "CMS_BASE_URL", "CMS_API_ROOT"),
  )
  .meta({
    title: "CMS",
    description:
      "Read by the build (`scripts/build-admin.ts`) into the CMS's `public/admin/config.yml`; none is a secret. Setting up the OAuth application: [docs/editing.md](editing.md#the-cms-admin).",
  });

/** The parsed {@link cmsEnv}. */
export type CmsEnv = z.output<typeof cmsEnv>;
