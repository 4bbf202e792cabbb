/**
 * `npm run bench:isolation` (issue 17): proves the SPA baseline of `npm run bench:web`
 * leaves the shipped site alone. Copies the working tree (tracked and unignored files, with
 * this folder) to a temporary directory, runs `npm run build` there, hashes every file of
 * build/client/, deletes bench/spa/ from the copy, builds again in the same directory and
 * compares: any file added, missing or changed is printed and fails the check.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const projectDir = join(import.meta.dirname, "..", "..");

/** sha256 of every file under `dir`, by path relative to it. */
function hashes(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return new Map(
    files.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [relative(dir, file), createHash("sha256").update(readFileSync(file)).digest("hex")];
    }),
  );
}

function build(dir: string): Map<string, string> {
  const result = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`npm run build failed in ${dir}`);
  return hashes(join(dir, "build", "client"));
}

const copy = mkdtempSync(join(tmpdir(), "baseline-isolation-"));
try {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: projectDir,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(projectDir, file)));
  for (const file of files) cpSync(join(projectDir, file), join(copy, file), { recursive: true });
  symlinkSync(join(projectDir, "node_modules"), join(copy, "node_modules"));

  const withBaseline = build(copy);
  rmSync(join(copy, "bench", "spa"), { recursive: true });
  rmSync(join(copy, "build"), { recursive: true });
  const withoutBaseline = build(copy);

  const paths = new Set([...withBaseline.keys(), ...withoutBaseline.keys()]);
  const differing = [...paths].filter((p) => withBaseline.get(p) !== withoutBaseline.get(p));
  console.log(
    `build/client with bench/spa/: ${withBaseline.size} files; without: ${withoutBaseline.size} files; ` +
      `${differing.length} differ`,
  );
  for (const path of differing.sort()) console.log(`  differs: ${path}`);
  if (differing.length > 0) process.exitCode = 1;
  else console.log("byte-identical: the baseline changes nothing in the shipped build");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
