import { findPhoto } from "~/content/photos";

interface PhotoProps {
  /** File name in `content/media/` (e.g. `licence.jpg`). */
  file: string;
  /** Alt text from the entry's copy; "" when the text beside it says what it shows. */
  alt: string;
  /** `sizes` of the `srcset`, e.g. "(min-width: 1024px) 25vw, 100vw". */
  sizes: string;
  className?: string;
}

/**
 * An owner's photo of a proof entry (issue 21) as AVIF/WebP `<picture>` over its blurred
 * placeholder, lazily loaded, with explicit width and height; `object-fit: cover` in its
 * frame as the image slots do. Renders nothing when the build has no such photo.
 */
export function Photo({ file, alt, sizes, className }: PhotoProps) {
  const photo = findPhoto(file);
  if (!photo) return null;
  return (
    <picture>
      {Object.entries(photo.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.img.src}
        width={photo.img.w}
        height={photo.img.h}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: "cover" }}
      />
    </picture>
  );
}
