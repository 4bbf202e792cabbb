/** A photo made responsive at build time: one `srcset` per format plus a fallback `<img>`. */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Every photo in `app/content/photos/`, turned by `vite-imagetools` into AVIF and WebP at
 * three widths. Only the resulting URLs reach the bundle; with no photos it is empty.
 */
const pictures = import.meta.glob<Picture>("./photos/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  query: "?w=640;1024;1600&format=avif;webp&as=picture",
});

/** The built picture of `fileName` (e.g. `horeca-hero.jpg`), or undefined when there is none. */
export function findPhoto(fileName: string | undefined): Picture | undefined {
  return fileName ? pictures[`./photos/${fileName}`] : undefined;
}
