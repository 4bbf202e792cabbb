import { loadMedia } from "@lib/content/media.server";
import { mediaFileName } from "@lib/content/schemas/media";
import { artSlots, type ImageSlot, type ImageSlots } from "./media";

function withPhoto(slot: ImageSlot, photo: string | undefined): ImageSlot {
  const file = mediaFileName(photo);
  return file ? { ...slot, photo: file } : slot;
}

function mapRecord<K extends string>(
  slots: Record<K, ImageSlot>,
  photos: Record<K, { photo?: string }>,
): Record<K, ImageSlot> {
  const entries = Object.entries(slots) as [K, ImageSlot][];
  return Object.fromEntries(
    entries.map(([key, slot]) => [key, withPhoto(slot, photos[key].photo)]),
  ) as Record<K, ImageSlot>;
}

/**
 * Every image slot with the photo `content/media.yaml` gives it, for route loaders (build
 * time): a slot without one keeps its artwork.
 * @throws ContentError when media.yaml is invalid or names a photo that is not there.
 */
export function imageSlots(): ImageSlots {
  const photos = loadMedia();
  return {
    sectors: mapRecord(artSlots.sectors, photos.sectors),
    routesMap: withPhoto(artSlots.routesMap, photos.routesMap.photo),
    gallery: mapRecord(artSlots.gallery, photos.gallery),
  };
}
