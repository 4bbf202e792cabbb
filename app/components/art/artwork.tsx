import type { CSSProperties } from "react";
import type { ImageSlot } from "~/content/media";
import { findPhoto } from "~/content/photos";
import { imageLoading } from "~/components/image-loading";
import { PhotoPicture } from "~/components/photo";
import { cn } from "@lib/ui/cn";
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
  /**
   * `object-position` of the illustration when the frame crops it (a card's thumbnail): the
   * drawings keep their subject on the inline-end side (docs/ART.md). A photo keeps the
   * slot's own `position`, its focal point.
   */
  artPosition?: string;
}

/**
 * An image slot: the owner's photo (`content/media.yaml`) as AVIF/WebP `<picture>` over its
 * blurred placeholder, otherwise the built SVG artwork. Both carry an explicit width and
 * height and fill the same frame (the caller's `className`: aspect ratio, `object-cover`) at
 * the slot's `position`, so a page mixing photos and drawings keeps one grid. Drawings whose
 * direction matters mirror in right-to-left pages; photos never do.
 */
export function Artwork({
  image,
  alt,
  className,
  sizes = "100vw",
  priority = false,
  artPosition,
}: ArtworkProps) {
  const photo = findPhoto(image.photo);
  if (photo) {
    return (
      <PhotoPicture
        photo={photo}
        alt={alt}
        sizes={sizes}
        className={className}
        // The slot's focal point; centred, as `object-fit: cover` is by default, without one.
        position={image.position ?? "center"}
        priority={priority}
      />
    );
  }
  const art = artFile(image.art);
  const position = artPosition ?? image.position;
  const artStyle: CSSProperties | undefined = position ? { objectPosition: position } : undefined;
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={alt}
      {...imageLoading(priority)}
      decoding="async"
      className={cn(className, art.mirrors && "rtl:-scale-x-100")}
      style={artStyle}
    />
  );
}
