import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { build } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, describe, expect, it } from "vitest";
import type { Artwork as ArtworkComponent } from "~/components/art/artwork";
import type { Picture } from "~/content/photos";

const app = fileURLToPath(new URL("../app", import.meta.url));
const photoName = `test-photo-${process.pid}.jpg`;
const photoPath = join(app, "content", "photos", photoName);
const outDir = mkdtempSync(join(tmpdir(), "photos-build-"));

afterAll(() => {
  rmSync(photoPath, { force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe("a photo dropped into app/content/photos/", () => {
  it("replaces the artwork as AVIF and WebP srcsets built by vite-imagetools", async () => {
    // A 1800 × 1000 gradient JPEG, standing in for the owner's photo.
    const width = 1800;
    const height = 1000;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      pixels[i * 3] = (i % width) % 256;
      pixels[i * 3 + 1] = Math.floor(i / width) % 256;
      pixels[i * 3 + 2] = 128;
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toFile(photoPath);

    // Build the site's own photo module the way `react-router build` does, with imagetools.
    await build({
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "~": app } },
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
      findPhoto: (name: string) => Picture | undefined;
    };
    const picture = built.findPhoto(photoName);
    expect(picture).toBeDefined();
    expect(Object.keys(picture!.sources).sort()).toEqual(["avif", "webp"]);
    for (const srcset of Object.values(picture!.sources)) {
      expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
        "640w",
        "1024w",
        "1600w",
      ]);
    }
    expect(picture!.img.w).toBe(1600);

    const assets = readdirSync(join(outDir, "assets"));
    expect(assets.filter((file) => file.endsWith(".avif"))).toHaveLength(3);
    expect(assets.filter((file) => file.endsWith(".webp"))).toHaveLength(3);
    expect(built.findPhoto("no-such-photo.jpg")).toBeUndefined();

    // The image slot naming that photo renders it instead of its artwork.
    const { Artwork } = (await import(pathToFileURL(join(outDir, "artwork.mjs")).href)) as {
      Artwork: typeof ArtworkComponent;
    };
    const slot = { art: "sector-horeca", photo: photoName } as const;
    const html = renderToString(createElement(Artwork, { image: slot, alt: "Our kitchen" }));
    expect(html).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+1600w"/);
    expect(html).toContain('type="image/webp"');
    expect(html).not.toContain("sector-horeca.svg");
    const fallback = renderToString(
      createElement(Artwork, { image: { art: "sector-horeca" }, alt: "Kitchen art" }),
    );
    expect(fallback).toContain('src="/art/sector-horeca.svg"');
  }, 60_000);
});
