import { cn } from "@lib/ui/cn";
import { spriteHref } from "~/components/art/sprite";
import { iconSymbolId } from "~/components/art/sprite-ids";
import type { SpriteIconName } from "~/components/art/sprite-icons";

/**
 * A `lucide-react` icon below the first screen, drawn from the art sprite (issue 33: its
 * paths leave the page's HTML): the outer `<svg>` carries lucide's size, view box and
 * stroke, which the symbol inherits, so it looks as the inline icon and takes its room
 * before the sprite arrives. Decorative, like every icon beside its words: hidden from
 * assistive technology. `className` sizes and colours it (`currentColor`).
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide", `lucide-${name}`, className)}
      aria-hidden="true"
      focusable="false"
    >
      <use href={spriteHref(iconSymbolId(name))} />
    </svg>
  );
}
