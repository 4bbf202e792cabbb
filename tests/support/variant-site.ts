import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lock } from "proper-lockfile";
import { parse, stringify } from "yaml";
import { buildInputs, copyProject } from "./project-copy";
import { photoFixture } from "./photo-fixture";

/**
 * The port of the stand-in Plausible collector the variant site is built against
 * (e2e/analytics.spec.ts serves it); built into the pages, so part of the cache key.
 */
export const variantCollectorPort = Number(process.env.ANALYTICS_COLLECTOR_PORT ?? 3400);
const collectorOrigin = `http://127.0.0.1:${variantCollectorPort}`;

/** How long a build of older inputs is kept (a test run may still be reading it), in ms. */
const staleAfterMs = 3 * 60 * 60 * 1000;

/** The fifth locale's registry entry (issue 14's fixture). */
const fifthLocaleFixture = join("tests", "fixtures", "fifth-locale");
/** One entry of each proof collection in four languages (issue 21's fixture). */
const proofFixture = join("tests", "fixtures", "proof", "content");
/** Articles: one in English and Arabic, one in English only (issue 27's fixture). */
const insightsFixture = join("tests", "fixtures", "insights", "content");

/** What the variant adds to the shipped site, each for the tests named. */
export const variant = {
  /** tests/build/fifth-locale.test.ts */
  fifthLocale: JSON.parse(readFileSync(join(fifthLocaleFixture, "locale.json"), "utf8")) as {
    code: string;
  },
  /** tests/build/proof-sections.test.ts: the case study's photo. */
  proofPhoto: { file: "proof-hotel-kitchen.jpg", width: 1920, height: 1080 },
  /** e2e/visual.spec.ts "photos beside drawings": the HoReCa card and two gallery slots. */
  ownerPhoto: { file: "visual-photo.jpg", width: 3000, height: 2000 },
  /** e2e/analytics.spec.ts */
  analytics: {
    ANALYTICS_PROVIDER: "plausible",
    ANALYTICS_HOST: collectorOrigin,
    ANALYTICS_SITE_ID: "pearlriversourcing.example",
  },
} as const;

/**
 * The files below `paths` that the repository keeps or would keep (tracked, or new and not
 * ignored), sorted: what a build reads, without what a build writes (generated art, fonts).
 */
function sourceFiles(paths: readonly string[]): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "-co", "--exclude-standard", "--", ...paths], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    throw new Error(`the variant site needs a git checkout to key its cache: ${listed.stderr}`);
  }
  return listed.stdout
    .split("\0")
    .filter((file) => file && existsSync(file))
    .sort();
}

/** A digest of everything the variant's build reads, so a change to any of it rebuilds. */
function cacheKey(): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(variant));
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of sourceFiles([
    ...buildInputs,
    fifthLocaleFixture,
    proofFixture,
    insightsFixture,
  ])) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** Turns a copy of the project into the variant: the fixtures in its content. */
async function addFixtures(project: string): Promise<void> {
  const content = join(project, "content");
  const registryFile = join(content, "locales.json");
  const registry = JSON.parse(readFileSync(registryFile, "utf8"));
  registry.locales.push(variant.fifthLocale);
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  cpSync(join(fifthLocaleFixture, "content"), content, { recursive: true });
  cpSync(proofFixture, content, { recursive: true });
  cpSync(insightsFixture, content, { recursive: true });
  for (const photo of [variant.proofPhoto, variant.ownerPhoto]) {
    await photoFixture(join(content, "media", photo.file), photo.width, photo.height);
  }
  const mediaFile = join(content, "media.yaml");
  const media = parse(readFileSync(mediaFile, "utf8"));
  const ownerPhoto = `/media/${variant.ownerPhoto.file}`;
  media.sectors.horeca.photo = ownerPhoto;
  media.gallery["canton-fair"].photo = ownerPhoto;
  media.gallery.negotiations.photo = ownerPhoto;
  writeFileSync(mediaFile, stringify(media));
}

/** The variant site's folder and its build's log (stdout, then stderr). */
export interface VariantSite {
  /** The project copy; its prerendered site is `build/client`. */
  project: string;
  client: string;
  buildLog: string;
}

/**
 * The variant site (issue 33): one copy of the project built with every fixture the shipped
 * content lacks — a fifth locale (its missing fields allowed, shown in English), one entry of
 * each proof collection, articles in English and Arabic (issue 27), owner photos in the HoReCa card and the missions gallery, and
 * Plausible analytics pointed at a loopback collector — shared by the build tests and the
 * browser tests that need them instead of one whole build each. Built on first use under the
 * system's temporary folder, keyed by a digest of its inputs, and reused until they change;
 * a cross-process lock lets parallel test workers wait for one build. Read-only for tests:
 * write databases and logs elsewhere. Throws with the build's log when the build fails.
 */
export async function variantSite(): Promise<VariantSite> {
  const key = cacheKey();
  const root = join(tmpdir(), "pearl-river-variant-site");
  const project = join(root, key);
  const client = join(project, "build", "client");
  const logFile = join(project, "build.log");
  mkdirSync(root, { recursive: true });
  const release = await lock(root, {
    lockfilePath: join(root, ".lock"),
    // A build takes minutes on a busy machine; the holder refreshes the lock meanwhile.
    retries: { retries: 1800, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
  });
  try {
    if (!existsSync(logFile)) {
      // Builds of older inputs go once no run can still be reading them.
      for (const old of readdirSync(root)) {
        const path = join(root, old);
        if (!old.startsWith(".") && Date.now() - statSync(path).mtimeMs > staleAfterMs) {
          rmSync(path, { recursive: true, force: true });
        }
      }
      const copy = copyProject("variant-site-");
      await addFixtures(copy);
      const env = { ...process.env };
      delete env.SITE_URL;
      delete env.CONTENT_DIR;
      const build = spawnSync("npm", ["run", "build"], {
        cwd: copy,
        env: { ...env, CONTENT_ALLOW_MISSING: "1", ...variant.analytics },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      // Warnings go to stderr, the build's progress to stdout: tests read both.
      const log = `${build.stdout}\n${build.stderr}`;
      if (build.status !== 0) {
        rmSync(copy, { recursive: true, force: true });
        throw new Error(`the variant site's build failed:\n${log.slice(-4000)}`);
      }
      writeFileSync(join(copy, "build.log"), log);
      renameSync(copy, project);
    }
    return { project, client, buildLog: readFileSync(logFile, "utf8") };
  } finally {
    await release();
  }
}
