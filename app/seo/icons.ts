import type { LinksFunction } from "react-router";

/**
 * The favicon set and manifest (issue 6), written by `scripts/seo` after the build from
 * the brand emblem: the SVG for browsers that take it, a 32 px PNG for the rest, the
 * 180 px apple-touch-icon iOS asks for, and the 192/512 px icons of the web app manifest.
 */
export const iconLinks = {
  svg: "/favicon.svg",
  png: [
    { href: "/icons/favicon-32.png", size: 32, rel: "icon" },
    { href: "/icons/apple-touch-icon.png", size: 180, rel: "apple-touch-icon" },
  ],
  manifest: "/manifest.webmanifest",
} as const;

/** Icons the manifest lists (Chrome's install criteria ask for 192 and 512 px). */
export const manifestIcons = [
  { href: "/icons/icon-192.png", size: 192 },
  { href: "/icons/icon-512.png", size: 512 },
] as const;

/** `<link>`s of the favicon set and manifest, for the root route's `links` export. */
export const iconLinkDescriptors: ReturnType<LinksFunction> = [
  { rel: "icon", href: iconLinks.svg, type: "image/svg+xml" },
  ...iconLinks.png.map(({ href, size, rel }) => ({
    rel,
    href,
    sizes: `${size}x${size}`,
    ...(rel === "icon" ? { type: "image/png" } : {}),
  })),
  { rel: "manifest", href: iconLinks.manifest },
];
