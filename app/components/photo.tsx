import type { CSSProperties } from "react";
import { findPhoto, type Photo as BuiltPhoto } from "~/content/photos";
import { imageLoading } from "./image-loading";

interface PhotoPictureProps {
  photo: BuiltPhoto;
  /** Alt text from the copy; "" when the text beside it says what it shows. */
  alt: string;
  /** `sizes` of the `srcset`, e.g. "(min-width: 1024px) 25vw, 100vw". */
  sizes: string;
  className?: string;
  /** `object-position` in a cropping frame (the photo's focal point), also the placeholder's. */
  position?: string;
  /** Load at once and first (a hero: the largest paint may be its) instead of lazily. */
  priority?: boolean;
}

/**
 * A built photo (issue 19's pipeline) as AVIF/WebP `<picture>` with explicit width and
 * height, over its blurred placeholder, which paints in the frame at once and is covered
 * as the photo loads. Every photo of the site is drawn here: image slots (`Artwork`) and
 * proof entries (`Photo`).
 */
export function PhotoPicture({
  photo,
  alt,
  sizes,
  className,
  position,
  priority = false,
}: PhotoPictureProps) {
  const style: CSSProperties = {
    ...(position ? { objectPosition: position, backgroundPosition: position } : {}),
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: "cover",
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
        {...imageLoading(priority)}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}

interface PhotoProps extends Omit<PhotoPictureProps, "photo" | "position" | "priority"> {
  /** File name in `content/media/` (e.g. `licence.jpg`). */
  file: string;
}

/**
 * An owner's photo of a proof entry (issue 21), lazily loaded, `object-fit` as the caller's
 * class says. Renders nothing when the build has no such photo.
 */
export function Photo({ file, ...props }: PhotoProps) {
  const photo = findPhoto(file);
  return photo ? <PhotoPicture photo={photo} {...props} /> : null;
}
