/**
 * `npm run cms` (issue 19): edit the working copy through the browser. Starts Decap's local
 * backend (`decap-server`, which reads and writes the files of this folder, in its `fs` mode:
 * no commits, no branches) and the site's dev server with the CMS built for that backend,
 * then prints the address of the CMS. Ctrl-C stops both.
 *
 * Environment: `PORT` of the dev server (default 5173), `CMS_LOCAL_PORT` of `decap-server`
 * (default 8081). The content folder is this repository's `content/`; Decap writes paths
 * relative to `GIT_REPO_DIRECTORY` (default: the working directory).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    throw new Error(`${name}: a port number, not "${value}"`);
  }
  return number;
}

const devPort = port("PORT", 5173);
const backendPort = port("CMS_LOCAL_PORT", 8081);
const root = join(import.meta.dirname, "..");
const repo = process.env.GIT_REPO_DIRECTORY ?? process.cwd();
const bin = (name: string) => join(root, "node_modules", ".bin", name);

// The CMS's preview stylesheet names the cut web fonts and its bundle imports the art
// sprite, so both are made first (the dev script makes them again, quickly, for the site).
for (const script of ["scripts/build-art.ts", "scripts/build-fonts.ts", "scripts/build-admin.ts"]) {
  const step = spawnSync(process.execPath, ["--import", "tsx", join(root, script)], {
    stdio: "inherit",
    env: { ...process.env, CMS_LOCAL_PORT: String(backendPort) },
  });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, PORT: String(backendPort), MODE: "fs", GIT_REPO_DIRECTORY: repo },
  }),
  // The dev script checks the content, draws the artwork and starts `react-router dev`.
  spawn("npm", ["run", "-s", "dev", "--", "--port", String(devPort), "--strictPort"], {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, CMS_LOCAL_PORT: String(backendPort) },
  }),
];

console.log(
  `cms: http://localhost:${devPort}/admin/index.html (local backend on port ${backendPort})`,
);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // Each child leads its own process group (npm starts the dev server as a grandchild).
  for (const child of children) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  }
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
