import { spawn, spawnSync } from "node:child_process";
import { leadsCliBundle } from "./server-bundle";

/**
 * Runs the operators' CLI (`npm run leads -- ARGS`, server/leads-cli.ts) as its own process,
 * as an operator would, with `env` added to the test's environment and `input` on standard
 * input: from the bundle the unit tests' global setup makes of it (tests/support/server-bundle.ts).
 */
export function leadsCli(env: Record<string, string>, args: readonly string[], input = "") {
  const run = spawnSync(process.execPath, [leadsCliBundle, ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    input,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * `leadsCli` without blocking the test's event loop, for a CLI run that talks to a server
 * the test itself runs in process (s3rver): resolves with the exit status and output.
 */
export function leadsCliAsync(env: Record<string, string>, args: readonly string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [leadsCliBundle, ...args], {
        env: { ...process.env, ...env, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
      child.on("error", reject);
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    },
  );
}
