import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { build } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, describe, expect, it } from "vitest";
import type { Artwork as ArtworkComponent } from "~/components/art/artwork";
import type { Photo } from "~/content/photos";
import { photoFixture } from "./support/photo-fixture";

const app = fileURLToPath(new URL("../app", import.meta.url));
const lib = fileURLToPath(new URL("../lib", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "photos-build-"));
const content = join(work, "content");
const outDir = join(work, "out");
const photoName = "uploaded.jpg";

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a photo uploaded into content/media/ (issue 19)", () => {
  it("is built into AVIF and WebP at four widths with a blurred placeholder, and replaces the artwork", async () => {
    // A camera-sized 6000 × 4000 JPEG, as an owner would upload it.
    mkdirSync(join(content, "media"), { recursive: true });
    await photoFixture(join(content, "media", photoName), 6000, 4000);

    // Build the site's own photo module the way `react-router build` does, with imagetools.
    await build({
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "~": app, "@lib": lib, "@content": content } },
      plugins: [imagetools()],
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        ssrEmitAssets: true,
        rollupOptions: {
          input: {
            photos: join(app, "content", "photos.ts"),
            artwork: join(app, "components", "art", "artwork.tsx"),
          },
          output: { entryFileNames: "[name].mjs" },
        },
      },
    });
    const built = (await import(pathToFileURL(join(outDir, "photos.mjs")).href)) as {
      findPhoto: (name: string) => Photo | undefined;
    };
    const photo = built.findPhoto(photoName);
    expect(photo).toBeDefined();
    expect(Object.keys(photo!.sources).sort()).toEqual(["avif", "webp"]);
    for (const srcset of Object.values(photo!.sources)) {
      expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
        "480w",
        "960w",
        "1440w",
        "1920w",
      ]);
    }
    // The fallback <img> is the widest WebP, with the photo's own aspect ratio.
    expect(photo!.img.w).toBe(1920);
    expect(photo!.img.h).toBe(1280);
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo!.placeholder.length).toBeLessThan(2000);

    const assets = join(outDir, "assets");
    const avif = readdirSync(assets).filter((file) => file.endsWith(".avif"));
    const webp = readdirSync(assets).filter((file) => file.endsWith(".webp"));
    expect(avif).toHaveLength(4);
    expect(webp).toHaveLength(4);
    const avif1440 = photo!.sources.avif!.split(", ").find((entry) => entry.endsWith(" 1440w"))!;
    const file1440 = join(assets, avif1440.split(" ")[0]!.split("/").pop()!);
    const bytes = statSync(file1440).size;
    console.log(`photos: 1440-wide AVIF of a 6000x4000 JPEG: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes).toBeLessThan(200 * 1024);
    expect(built.findPhoto("no-such-photo.jpg")).toBeUndefined();

    // The image slot naming that photo renders it instead of its artwork, sized, over its placeholder.
    const { Artwork } = (await import(pathToFileURL(join(outDir, "artwork.mjs")).href)) as {
      Artwork: typeof ArtworkComponent;
    };
    const slot = { art: "sector-horeca", photo: photoName } as const;
    const html = renderToString(createElement(Artwork, { image: slot, alt: "Our kitchen" }));
    expect(html).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+1920w" sizes="100vw"/);
    expect(html).toContain('type="image/webp"');
    expect(html).toContain('width="1920" height="1280"');
    expect(html).toContain("background-image:url(&quot;data:image/webp;base64,");
    expect(html).toContain('alt="Our kitchen"');
    expect(html).not.toContain("sector-horeca.svg");
    const fallback = renderToString(
      createElement(Artwork, { image: { art: "sector-horeca" }, alt: "Kitchen art" }),
    );
    expect(fallback).toContain('src="/art/sector-horeca.svg"');
  }, 180_000);
});
