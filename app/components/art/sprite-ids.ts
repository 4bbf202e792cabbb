import type { SpriteIconName } from "./sprite-icons";

/**
 * The `<symbol>` id of an icon in the art sprite, for `scripts/build-art.ts`, which writes
 * it, and `SpriteIcon`, which uses it (a module of its own: importing the icons' list
 * would bring their drawings to whatever uses the id).
 */
export function iconSymbolId(name: SpriteIconName): string {
  return `icon-${name}`;
}
