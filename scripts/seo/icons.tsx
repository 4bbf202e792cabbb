import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { loadFacts } from "../../lib/content/facts.server";
import { BrandEmblem } from "../../app/sections/logo";
import { iconLinks, manifestIcons } from "../../app/seo/icons";

/** A file the build writes below `build/client`: site path and contents. */
export interface BuiltFile {
  path: string;
  contents: string | Buffer;
}

/**
 * The favicon set and web app manifest, all drawn from the brand emblem: `favicon.svg`,
 * PNG icons at the sizes `app/seo/icons.ts` links (32 px tab icon, 180 px apple-touch-icon,
 * 192/512 px manifest icons; the 512 px one is also the Organization's `logo`) and
 * `manifest.webmanifest` (W3C Web App Manifest).
 */
export async function iconFiles(): Promise<BuiltFile[]> {
  const svg = renderToStaticMarkup(<BrandEmblem size={512} />);
  const pngs = await Promise.all(
    [...iconLinks.png, ...manifestIcons].map(async ({ href, size }) => ({
      path: href,
      contents: await sharp(Buffer.from(svg)).resize(size, size).png().toBuffer(),
    })),
  );
  const manifest = {
    name: loadFacts().name,
    short_name: loadFacts().name,
    start_url: "/en",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b1f3a",
    icons: manifestIcons.map(({ href, size }) => ({
      src: href,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  };
  const unique = new Map(pngs.map((file) => [file.path, file]));
  return [
    { path: iconLinks.svg, contents: svg },
    ...unique.values(),
    { path: iconLinks.manifest, contents: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
}
