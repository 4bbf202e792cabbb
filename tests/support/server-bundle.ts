import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Where the bundle and its chunks are written, each run anew. */
const outdir = join(root, "node_modules", ".cache", "server-bundle");

/**
 * The operators' CLI (server/leads-cli.ts) bundled into one ES module with its pure
 * JavaScript dependencies, for the tests that run it as a process some two hundred times
 * (tests/support/leads-cli.ts). `npm run leads` starts it under tsx, which resolves and
 * transforms its few hundred modules on every run: 3.9 s a run on the CI machine under
 * load, against 1.1 s for this bundle (issue 33: CI time). It lives under the project's
 * node_modules so the packages left out resolve as they do for `npm run leads`, which the
 * browser tests run as operators do (e2e/exported-leads.ts, e2e/inbox-users.ts).
 */
export const leadsCliBundle = join(outdir, "leads-cli.mjs");

/**
 * `npm start`'s server (server/start.ts) from the same bundle, for the suites that start it
 * as a process and kill it (crash recovery, several servers on one PostgreSQL, delivery).
 * `npm start` itself (tsx) is what the browser tests serve the site with.
 */
const serverStartBundle = join(outdir, "start.mjs");

/**
 * Starts `serverStartBundle` as a process with the test's environment over this one's, its
 * stderr shown and its stdout dropped. Node itself runs the bundle, with no wrapper between,
 * so the SIGKILL a test sends is the server's own sudden death. The caller kills it.
 */
export function spawnBundledServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [serverStartBundle], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Resolves once the server `child` answers `GET {origin}/readyz` with 2xx and `ours()`
 * holds (for a port something else might answer on). Rejects at once, naming its exit code
 * or signal, when the server exits first; after `timeoutMs` otherwise.
 */
export async function untilReady(
  child: ChildProcess,
  origin: string,
  ours: () => boolean = () => true,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before ${origin}/readyz answered`,
      );
    }
    try {
      const answer = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (ours() && answer.ok) return;
    } catch {
      // Not listening yet, or not answering.
    }
    if (Date.now() > deadline) throw new Error(`${origin}/readyz not ready within ${timeoutMs} ms`);
    await delay(50);
  }
}

/**
 * Packages the bundle leaves to Node: native addons, the AWS SDK (loaded only for backups
 * to S3), and zxcvbn, whose named exports a bundled `import()` loses (the password checks
 * failed with "core.ZxcvbnFactory is not a constructor").
 */
const external = [
  "better-sqlite3",
  "@node-rs/argon2",
  "pg",
  "sharp",
  "heic-decode",
  "@aws-sdk/*",
  "@zxcvbn-ts/*",
];

/**
 * Writes `leadsCliBundle` and `serverStartBundle` anew from the sources; esbuild's errors
 * name the file and line.
 */
export async function bundleServer(): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, "server", "leads-cli.ts"), join(root, "server", "start.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // The commands' own modules stay separate chunks, loaded when a command runs; the two
    // entries share the rest.
    splitting: true,
    outdir,
    outExtension: { ".js": ".mjs" },
    external,
    logLevel: "warning",
    // CommonJS dependencies call `require`, which an ES module lacks.
    banner: {
      js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);',
    },
    plugins: [
      {
        // Each of our modules finds its files (build/client, build/inbox) from its own
        // location, as under tsx, wherever the bundle is.
        name: "source-import-meta-url",
        setup(build) {
          build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
            contents: (await readFile(path, "utf8")).replaceAll(
              "import.meta.url",
              JSON.stringify(pathToFileURL(path).href),
            ),
            loader: path.endsWith(".tsx") ? "tsx" : "ts",
          }));
        },
      },
    ],
  });
}
