import {
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  Check,
  ChevronDown,
  CircleCheck,
  Clock,
  DoorOpen,
  Earth,
  Eye,
  Factory,
  Handshake,
  Languages,
  Lightbulb,
  Microscope,
  Plane,
  RefreshCw,
  Scale,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";

/**
 * The `lucide-react` icons of the sections below the first screen, by their lucide names,
 * which `scripts/build-art.ts` draws into the art sprite (issue 33) and `SpriteIcon`
 * references. Icons of the first screen (header, hero) stay inline: no first paint waits
 * for the sprite. Imported at build time only, so no icon's drawing reaches a page.
 */
export const spriteIcons = {
  "badge-check": BadgeCheck,
  briefcase: Briefcase,
  "calendar-check": CalendarCheck,
  "calendar-days": CalendarDays,
  check: Check,
  "chevron-down": ChevronDown,
  "circle-check": CircleCheck,
  clock: Clock,
  "door-open": DoorOpen,
  earth: Earth,
  eye: Eye,
  factory: Factory,
  handshake: Handshake,
  languages: Languages,
  lightbulb: Lightbulb,
  microscope: Microscope,
  plane: Plane,
  "refresh-cw": RefreshCw,
  scale: Scale,
  "shield-check": ShieldCheck,
  "trending-up": TrendingUp,
  users: Users,
} satisfies Record<string, LucideIcon>;

/** The name of an icon of the art sprite. */
export type SpriteIconName = keyof typeof spriteIcons;
