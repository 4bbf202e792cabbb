import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";

/**
 * Decap CMS 3.x places the locale folder of `multiple_folders` with `path.replace("/<slug>")`,
 * which matches the first occurrence: `content/home/home.yaml` becomes
 * `content/en/home/home.yaml` instead of `content/home/en/home.yaml` whenever a collection's
 * folder shares its entry's name (our `home/<locale>/home.yaml` and
 * `glossary/<locale>/glossary.yaml`), and strips `<locale>/` wherever it first appears.
 * These replacements anchor both at the last path segment, which is what the layout means.
 */
const fixes: [string, string][] = [
  [
    "return path.replace(`/${slug}`, `/${locale}/${slug}`);",
    "{ const at = path.lastIndexOf(`/${slug}`); return at < 0 ? path : `${path.slice(0, at)}/${locale}${path.slice(at)}`; }",
  ],
  [
    "return path.replace(`${locale}/`, '');",
    "{ const at = path.lastIndexOf(`/${locale}/`); return at < 0 ? path.replace(`${locale}/`, '') : path.slice(0, at) + path.slice(at + locale.length + 1); }",
  ],
];

/**
 * An esbuild plugin applying those fixes to `decap-cms-core/dist/esm/lib/i18n.js`.
 * @throws Error (failing the build) when the code to fix is not found: a new Decap release
 * changed it, and the fix must be checked against it.
 */
export function decapI18nFix(): Plugin {
  return {
    name: "decap-i18n-fix",
    setup(build) {
      build.onLoad(
        { filter: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]i18n\.js$/ },
        async (args) => {
          let code = await readFile(args.path, "utf8");
          for (const [from, to] of fixes) {
            if (!code.includes(from)) {
              throw new Error(`decap-i18n-fix: "${from}" not found in ${args.path}`);
            }
            code = code.replace(from, to);
          }
          return { contents: code, loader: "jsx" };
        },
      );
    },
  };
}
