import { Artwork } from "~/components/art/artwork";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import { galleryPanels, type ImageSlots } from "~/content/media";

interface MissionGalleryProps {
  copy: MissionsCopy["gallery"];
  images: ImageSlots["gallery"];
}

/** The missions page's image gallery (SPEC §2): six captioned panels, artwork or photos. */
export function MissionGallery({ copy, images }: MissionGalleryProps) {
  return (
    <section aria-labelledby="gallery-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="gallery-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {galleryPanels.map((panel, index) => (
            <li key={panel} className={index === 0 ? "col-span-2 lg:col-span-1" : undefined}>
              <figure className="overflow-hidden rounded-xl bg-sand ring-1 ring-line">
                <Artwork
                  image={images[panel]}
                  alt={copy.panels[panel].alt}
                  sizes="(min-width: 1024px) 400px, 50vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <figcaption className="px-4 py-3 text-sm font-semibold">
                  {copy.panels[panel].caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
