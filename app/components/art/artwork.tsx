import type { CSSProperties } from "react";
import type { ImageSlot } from "~/content/media";
import { findPhoto } from "~/content/photos";
import { artFile } from "./art-files";

interface ArtworkProps {
  image: ImageSlot;
  /** Alt text from the locale's copy; "" marks the image decorative. */
  alt: string;
  className?: string;
  /** `sizes` for a photo's `srcset`, e.g. "100vw" for a hero. */
  sizes?: string;
  /** Load at once and first (heroes: the largest paint may be theirs) instead of lazily. */
  priority?: boolean;
}

/**
 * An image slot: the owner's photo (`content/media.yaml`) as AVIF/WebP `<picture>` over its
 * blurred placeholder, otherwise the built SVG artwork. Both carry an explicit width and
 * height and fill their frame with `object-fit: cover` at the slot's `position`.
 */
export function Artwork({
  image,
  alt,
  className,
  sizes = "100vw",
  priority = false,
}: ArtworkProps) {
  const style: CSSProperties | undefined = image.position
    ? { objectPosition: image.position }
    : undefined;
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  const photo = findPhoto(image.photo);
  if (photo) {
    // The blurred placeholder paints in the frame at once; the photo covers it as it loads.
    const photoStyle: CSSProperties = {
      ...style,
      backgroundImage: `url("${photo.placeholder}")`,
      backgroundSize: "cover",
      backgroundPosition: image.position ?? "center",
    };
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
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          className={className}
          style={photoStyle}
        />
      </picture>
    );
  }
  const art = artFile(image.art);
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
