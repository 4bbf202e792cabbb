import { spawnSync } from "node:child_process";

/**
 * Runs the operators' CLI (`npm run leads -- ARGS`, server/leads-cli.ts) as its own process,
 * as an operator would, with `env` added to the test's environment and `input` on standard
 * input. Started as `node --import tsx` rather than through the `tsx` binary, which would
 * start a second Node process around it (0.5-1 s per run on this machine).
 */
export function leadsCli(env: Record<string, string>, args: readonly string[], input = "") {
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/leads-cli.ts", ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    input,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
