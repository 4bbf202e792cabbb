import { Car, ChefHat, Cpu, Factory, Sofa, Stethoscope, type LucideIcon } from "lucide-react";
import type { SectorSlug } from "@lib/i18n/paths";
import { cn } from "~/lib/cn";

const motifs: Record<SectorSlug, { icon: LucideIcon; from: string; to: string }> = {
  horeca: { icon: ChefHat, from: "#0b1f3a", to: "#8c1820" },
  manufacturing: { icon: Factory, from: "#17345e", to: "#0b1f3a" },
  electronics: { icon: Cpu, from: "#0b1f3a", to: "#1d4e89" },
  medical: { icon: Stethoscope, from: "#0f3d4a", to: "#0b1f3a" },
  villas: { icon: Sofa, from: "#3b2a1a", to: "#0b1f3a" },
  "premium-cars": { icon: Car, from: "#0b1f3a", to: "#3a1420" },
};

/** Artwork of a sector card: an SVG composition sized by its container (explicit aspect ratio, no layout shift). */
export function SectorArt({
  sector,
  alt,
  className,
}: {
  sector: SectorSlug;
  alt: string;
  className?: string;
}) {
  const { icon: Icon, from, to } = motifs[sector];
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn("relative flex items-center justify-center overflow-hidden", className)}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <Icon aria-hidden="true" strokeWidth={1.25} className="size-20 text-white/90" />
    </div>
  );
}
