/** A photo made responsive at build time: one `srcset` per format plus a fallback `<img>`. */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/** A built photo with its blurred placeholder, shown until the photo has loaded. */
export interface Photo extends Picture {
  /** A tiny blurred WebP as a `data:` URL (a few hundred bytes, inlined into the page). */
  placeholder: string;
}

/** The widths every photo is built at, in CSS pixels of a 1x screen up to a 2x full-width hero. */
export const photoWidths = [480, 960, 1440, 1920] as const;

/**
 * Every photo in `content/media/` (`@content` is the content folder, `CONTENT_DIR` included),
 * turned by `vite-imagetools` on sharp into AVIF and WebP at `photoWidths`. Only the
 * resulting URLs reach the bundle; with no photos it is empty.
 */
const pictures = import.meta.glob<Picture>(
  "@content/media/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}",
  {
    eager: true,
    import: "default",
    query: "?w=480;960;1440;1920&format=avif;webp&as=picture",
  },
);

/** The placeholder of each photo: 24 px wide, blurred, inlined as a `data:` URL. */
const placeholders = import.meta.glob<string>(
  "@content/media/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}",
  {
    eager: true,
    import: "default",
    query: "?w=24&blur=2&format=webp&quality=40&inline",
  },
);

const byFileName = (modules: Record<string, unknown>) =>
  new Map(Object.keys(modules).map((key) => [key.slice(key.lastIndexOf("/") + 1), key]));
const keys = byFileName(pictures);

/**
 * The built photo of `fileName` in `content/media/` (e.g. `horeca.jpg`), or undefined when
 * there is none.
 */
export function findPhoto(fileName: string | undefined): Photo | undefined {
  const key = fileName ? keys.get(fileName) : undefined;
  if (!key) return undefined;
  const picture = pictures[key]!;
  return { ...picture, placeholder: placeholders[key] ?? "" };
}
