/**
 * The illustration language of docs/ART.md in code: an isometric projection (30°, no
 * vanishing point) and the few solids every scene is built from, drawn as flat faces in tints
 * of the site's tokens with one light outline. Scenes place objects back to front (painter's
 * order); nothing here knows what a scene shows.
 */
import { n, palette } from "./svg";

/** A point in the scene's own units: x runs right-down, y left-down, z up on the page. */
export type Point3 = readonly [number, number, number];

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

/** `color` moved towards `to` by `amount` (0–1), as #rrggbb: how every tint is made. */
export function mix(color: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(color, i) + (channel(to, i) - channel(color, i)) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * The materials of docs/ART.md, each as the fills of a solid's top, left (+y) and right (+x)
 * faces under a light from the upper left: structure (ink-soft), paper and white goods
 * (sand), the accent (one object per scene) and gold (lights, brass, a label).
 */
const materials = {
  s: [
    mix(palette.inkSoft, palette.white, 0.3),
    mix(palette.inkSoft, palette.white, 0.14),
    palette.inkSoft,
  ],
  p: [palette.white, palette.sand, palette.line],
  a: [mix(palette.accent, palette.white, 0.25), palette.accent, palette.accentStrong],
  g: [mix(palette.gold, palette.white, 0.35), palette.gold, mix(palette.gold, palette.ink, 0.3)],
  d: [mix(palette.ink, palette.white, 0.12), palette.ink, palette.inkDeep],
} as const;
export type Material = keyof typeof materials;

/** Stroke of every outline: a light steel, so drawings read as line art on the ink ground. */
const outline = mix(palette.inkSoft, palette.white, 0.72);

/**
 * The shared `<style>` of a drawing (classes keep the files small): outlines `strokeWidth`
 * user units wide, face fills per material (`st`, `sl`, `sr` …), `k` for detail lines,
 * `q` for glass and `h` for the hairline grid.
 */
export function isoStyle(strokeWidth: number): string {
  const faces = Object.entries(materials)
    .map(
      ([name, [top, left, right]]) =>
        `.${name}t{fill:${top}}.${name}l{fill:${left}}.${name}r{fill:${right}}`,
    )
    .join("");
  return (
    `<style>path{stroke:${outline};stroke-width:${strokeWidth};stroke-linejoin:round;stroke-linecap:round}` +
    `${faces}.k{fill:none;stroke-width:${n(strokeWidth * 0.6)}}` +
    `.q{fill:${mix(palette.inkSoft, palette.white, 0.45)}}` +
    `.h{fill:none;stroke:${palette.white};stroke-opacity:.07;stroke-width:1}</style>`
  );
}

/** One drawing under construction: collects solids in scene units, projects them when written out. */
export class IsoScene {
  /** Paths as drawn: class and polylines of scene points (closed for faces). */
  private readonly parts: { cls: string; polylines: (readonly Point3[])[]; close: boolean }[] = [];

  /** A flat polygon through `points` with class `cls` (a face class such as "sl", or "q"). */
  face(points: readonly Point3[], cls: string): this {
    this.parts.push({ cls, polylines: [points], close: true });
    return this;
  }

  /** Detail lines (seams, corrugation, rollers): each entry a polyline. */
  lines(polylines: readonly (readonly Point3[])[]): this {
    this.parts.push({ cls: "k", polylines: [...polylines], close: false });
    return this;
  }

  /** A box from corner (x, y, z), `w` along x, `d` along y, `h` up: its three visible faces. */
  box(x: number, y: number, z: number, w: number, d: number, h: number, m: Material = "s"): this {
    const t = z + h;
    this.face(
      [
        [x, y, t],
        [x + w, y, t],
        [x + w, y + d, t],
        [x, y + d, t],
      ],
      `${m}t`,
    );
    this.face(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, t],
        [x, y + d, t],
      ],
      `${m}l`,
    );
    this.face(
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, t],
        [x + w, y, t],
      ],
      `${m}r`,
    );
    return this;
  }

  /**
   * A solid whose cross-section `profile` ([x, z] pairs, in order around it) runs along y
   * from `y0` to `y1` (a car body, a ramp, a roof): the sides facing the viewer, then the
   * near end, which shows the profile itself.
   */
  prism(
    profile: readonly (readonly [number, number])[],
    y0: number,
    y1: number,
    m: Material = "s",
  ): this {
    const area = profile.reduce((sum, [x, z], i) => {
      const [nx, nz] = profile[(i + 1) % profile.length]!;
      return sum + x * nz - nx * z;
    }, 0);
    const sides = profile
      .map(([x, z], i) => {
        const [nx, nz] = profile[(i + 1) % profile.length]!;
        // Outward normal of the edge; the viewer looks along −(1, 1, 1).
        const [normalX, normalZ] = area > 0 ? [nz - z, x - nx] : [z - nz, nx - x];
        return { x, z, nx, nz, facing: normalX + normalZ, up: normalZ > Math.abs(normalX) };
      })
      .filter((side) => side.facing > 1e-9);
    for (const side of sides) {
      this.face(
        [
          [side.x, y0, side.z],
          [side.nx, y0, side.nz],
          [side.nx, y1, side.nz],
          [side.x, y1, side.z],
        ],
        `${m}${side.up ? "t" : "r"}`,
      );
    }
    return this.face(
      profile.map(([x, z]) => [x, y1, z] as const),
      `${m}l`,
    );
  }

  /** A disc of radius `r` around `center`, lying in the plane of the two named axes (a wheel: "xz"). */
  disc(center: Point3, r: number, plane: "xy" | "xz" | "yz", cls: string): this {
    const points = Array.from({ length: 16 }, (_, i): Point3 => {
      const a = (i / 16) * Math.PI * 2;
      const [u, v] = [Math.cos(a) * r, Math.sin(a) * r];
      const [cx, cy, cz] = center;
      return plane === "xy"
        ? [cx + u, cy + v, cz]
        : plane === "xz"
          ? [cx + u, cy, cz + v]
          : [cx, cy + u, cz + v];
    });
    return this.face(points, cls);
  }

  /** An upright cylinder on the floor point (x, y, z), radius `r`, `h` high: its front half and top. */
  cylinder(x: number, y: number, z: number, r: number, h: number, m: Material = "s"): this {
    // The half facing the viewer: directions whose normal has a positive x + y.
    const side = Array.from({ length: 11 }, (_, i) => -Math.PI / 4 + (i / 10) * Math.PI);
    const at = (a: number, height: number): Point3 => [
      x + Math.cos(a) * r,
      y + Math.sin(a) * r,
      height,
    ];
    this.face([...side.map((a) => at(a, z)), ...side.reverse().map((a) => at(a, z + h))], `${m}l`);
    return this.disc([x, y, z + h], r, "xy", `${m}t`);
  }

  /**
   * The drawing's paths, projected (x right-down, y left-down, z up, 30°) and scaled to fit
   * centred inside `frame` (SVG user units): the scene's size never needs tuning by hand.
   */
  render(frame: { x: number; y: number; width: number; height: number }): string {
    const flat = ([x, y, z]: Point3): [number, number] => [(x - y) * COS, (x + y) * SIN - z];
    const all = this.parts.flatMap((part) => part.polylines.flat().map(flat));
    const xs = all.map(([x]) => x);
    const ys = all.map(([, y]) => y);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    const scale = Math.min(frame.width / (maxX - minX), frame.height / (maxY - minY));
    const dx = frame.x + (frame.width - (maxX - minX) * scale) / 2 - minX * scale;
    const dy = frame.y + (frame.height - (maxY - minY) * scale) / 2 - minY * scale;
    return this.parts
      .map(({ cls, polylines, close }) => {
        const d = polylines
          .map(
            (points) =>
              points
                .map((point, i) => {
                  const [px, py] = flat(point);
                  return `${i === 0 ? "M" : "L"}${n(dx + px * scale)} ${n(dy + py * scale)}`;
                })
                .join("") + (close ? "z" : ""),
          )
          .join("");
        return `<path class="${cls}" d="${d}"/>`;
      })
      .join("");
  }
}

/**
 * The ground of every drawing: flat ink with a hairline isometric grid, as on a technical
 * sheet, `cell` user units between lines. Returns a pattern definition and the rectangles that
 * use it.
 */
export function isoGround(
  width: number,
  height: number,
  cell: number,
): { defs: string; body: string } {
  const w = cell * COS * 2;
  const h = cell;
  return {
    defs: `<pattern id="grid" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"><path class="h" d="M0 0L${n(w)} ${n(h)}M${n(w)} 0L0 ${n(h)}"/></pattern>`,
    body: `<rect width="${width}" height="${height}" fill="${palette.ink}"/><rect width="${width}" height="${height}" fill="url(#grid)"/>`,
  };
}
