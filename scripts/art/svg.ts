/** Small helpers for writing SVG by hand: numbers rounded so the files stay small. */

/** A number rounded to one decimal, as SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Attrs = Record<string, string | number | undefined>;

function attrs(list: Attrs): string {
  return Object.entries(list)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : value}"`)
    .join("");
}

/** One SVG element; `children` makes it a container. */
export function el(name: string, list: Attrs, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(list)}/>`
    : `<${name}${attrs(list)}>${children}</${name}>`;
}

/** A linear gradient definition from `stops` ([offset 0–1, colour, opacity?]). */
export function linear(
  id: string,
  stops: [number, string, number?][],
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  return el(
    "linearGradient",
    { id, ...direction },
    stops
      .map(([offset, color, opacity]) =>
        el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
      )
      .join(""),
  );
}

/** A radial gradient definition, centred at (cx, cy) in bounding-box units. */
export function radial(
  id: string,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return el(
    "radialGradient",
    { id, cx, cy, r },
    stops
      .map(([offset, color, opacity]) =>
        el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
      )
      .join(""),
  );
}

/** A complete SVG document of `width` × `height` with `defs` and `body`. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>\n`;
}

/** A deterministic pseudo-random sequence (mulberry32), so every build draws the same art. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The site's palette (app/styles/app.css) plus art-only tones. */
export const palette = {
  ink: "#0b1f3a",
  inkSoft: "#17345e",
  inkDeep: "#06142a",
  accent: "#b3202a",
  accentStrong: "#8c1820",
  gold: "#e0b54a",
  sand: "#f6f3ee",
  line: "#ddd6cb",
  steel: "#9fb3c8",
  sky: "#3d6ea5",
  white: "#ffffff",
} as const;
