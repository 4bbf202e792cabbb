import { existsSync } from "node:fs";
import { artSpriteFile, writeArtSprite } from "../../scripts/art/sprite";

/**
 * Vitest global setup: the sections the unit tests render reference the art sprite, a
 * build product (`scripts/build-art.ts`) that Vite must find to give its URL; a clean
 * clone runs the unit tests before its first build, so the sprite is written when absent.
 */
export default function setup(): void {
  if (!existsSync(artSpriteFile)) writeArtSprite();
}
