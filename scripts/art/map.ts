import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoEqualEarth, geoGraticule10, geoPath } from "d3-geo";
import type { Topology, GeometryCollection } from "topojson-specification";
import { feature } from "topojson-client";
import { el, linear, n, palette, radial, svgDocument } from "./svg";

const require = createRequire(import.meta.url);

/** Guangzhou, where every route starts (longitude, latitude). */
const origin: [number, number] = [113.26, 23.13];

/** Example delivery ports and capitals among the company's 57 countries. */
const destinations: [number, number][] = [
  [55.27, 25.2], // Dubai
  [46.72, 24.69], // Riyadh
  [51.53, 25.29], // Doha
  [37.62, 55.75], // Moscow
  [76.95, 43.24], // Almaty
  [-3.7, 40.42], // Madrid
  [2.35, 48.86], // Paris
  [4.48, 51.92], // Rotterdam
  [31.24, 30.04], // Cairo
  [3.38, 6.52], // Lagos
  [36.82, -1.29], // Nairobi
  [18.42, -33.92], // Cape Town
  [72.88, 19.08], // Mumbai
  [100.5, 13.76], // Bangkok
  [106.85, -6.2], // Jakarta
  [151.21, -33.87], // Sydney
  [-46.63, -23.55], // São Paulo
  [-77.04, -12.05], // Lima
  [-99.13, 19.43], // Mexico City
  [-74.0, 40.71], // New York
  [-79.38, 43.65], // Toronto
];

/**
 * The world map of delivery routes from Guangzhou (ARCHITECTURE.md, artwork): land from
 * `world-atlas` (Natural Earth 1:110m) projected with `d3-geo`'s Equal Earth, routes drawn
 * as arcs in screen space. Returns a complete SVG document of `width` × `height`.
 */
export function routesMap(width: number, height: number): string {
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/land-110m.json"), "utf8"),
  ) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const projection = geoEqualEarth()
    .rotate([-50, 0])
    .fitExtent(
      [
        [-40, 10],
        [width + 40, height + 140],
      ],
      land,
    );
  // Whole pixels: the map is drawn at 1600 px and shown at most that wide, so a tenth of a
  // pixel is invisible, and it was 40 % of the file (issue 17: the file is on the first screen).
  const path = geoPath(projection).digits(0);
  const [ox, oy] = projection(origin) ?? [0, 0];

  const routes = destinations
    .map((place, index) => {
      const [x, y] = projection(place) ?? [0, 0];
      const dx = x - ox;
      const dy = y - oy;
      const lift = Math.min(260, Math.hypot(dx, dy) * 0.32);
      const cx = (ox + x) / 2;
      const cy = (oy + y) / 2 - lift;
      const d = `M${n(ox)} ${n(oy)}Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
      return (
        el("path", {
          d,
          fill: "none",
          stroke: "url(#route)",
          "stroke-width": 1.6,
          "stroke-linecap": "round",
          "stroke-dasharray": index % 3 === 0 ? "5 6" : undefined,
          opacity: 0.9,
        }) +
        el("circle", { cx: x, cy: y, r: 9, fill: palette.gold, opacity: 0.18 }) +
        el("circle", { cx: x, cy: y, r: 3.6, fill: palette.gold })
      );
    })
    .join("");

  const defs =
    linear("sea", [
      [0, "#0f2a4d"],
      [1, palette.inkDeep],
    ]) +
    linear(
      "route",
      [
        [0, palette.accent],
        [1, palette.gold],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    radial("glow", [
      [0, palette.accent, 0.55],
      [1, palette.accent, 0],
    ]);

  const body = [
    el("rect", { width, height, fill: "url(#sea)" }),
    el("path", {
      d: path(geoGraticule10()) ?? "",
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.06,
      "stroke-width": 1,
    }),
    el("path", {
      d: path(land) ?? "",
      fill: "#1c3d68",
      stroke: "#2f5a8e",
      "stroke-width": 0.8,
    }),
    routes,
    el("circle", { cx: ox, cy: oy, r: 70, fill: "url(#glow)" }),
    el("circle", {
      cx: ox,
      cy: oy,
      r: 14,
      fill: "none",
      stroke: palette.white,
      "stroke-width": 2,
    }),
    el("circle", {
      cx: ox,
      cy: oy,
      r: 7,
      fill: palette.accent,
      stroke: palette.white,
      "stroke-width": 2,
    }),
  ].join("");
  return svgDocument(width, height, defs, body);
}
