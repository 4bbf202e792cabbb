/**
 * The objects several drawings share (docs/ART.md): a car, a shipping container, a chair, a
 * robot arm, a conveyor, a room corner. Each draws into an `IsoScene` at a floor position in
 * scene units; callers place them back to front.
 */
import type { IsoScene, Material, Point3 } from "./iso";

/**
 * An SUV 9 units long (x), 4 wide (y), bonnet towards −x, from floor point (x, y, z), scaled
 * by `k`: far wheels, body, cabin, windows on the near side, lamp, near wheels.
 */
export function car(s: IsoScene, x: number, y: number, z: number, m: Material = "a", k = 1): void {
  const p = (px: number, py: number, pz: number): Point3 => [x + px * k, y + py * k, z + pz * k];
  const profile = (points: [number, number][]): [number, number][] =>
    points.map(([px, pz]) => [x + px * k, z + pz * k]);
  for (const wx of [1.9, 7.2]) s.disc(p(wx, 0.3, 0.75), 0.75 * k, "xz", "dl");
  // The body up to the belt line, then the cabin set in from both sides.
  s.prism(
    profile([
      [0.1, 0.55],
      [0, 1.45],
      [0.4, 1.75],
      [2.6, 2.05],
      [8.3, 2.15],
      [9, 1.75],
      [9, 0.6],
      [8.6, 0.45],
    ]),
    y,
    y + 4 * k,
    m,
  );
  s.prism(
    profile([
      [2.7, 2.05],
      [4, 3.05],
      [7.6, 3.15],
      [8.5, 2.15],
    ]),
    y + 0.35 * k,
    y + 3.65 * k,
    m,
  );
  s.face([p(3.05, 3.65, 2.15), p(4.1, 3.65, 2.9), p(5.6, 3.65, 2.92), p(5.6, 3.65, 2.15)], "q");
  s.face([p(5.8, 3.65, 2.15), p(5.8, 3.65, 2.93), p(7.45, 3.65, 2.95), p(8.15, 3.65, 2.15)], "q");
  s.lines([
    [p(5.7, 4, 2.05), p(5.7, 4, 0.9)],
    [p(0.2, 4, 1.2), p(8.9, 4, 1.2)],
    [p(4.3, 4, 1.7), p(4.8, 4, 1.7)],
  ]);
  s.face([p(0, 3.8, 1.35), p(0.35, 3.8, 1.6), p(0.35, 4, 1.6), p(0, 4, 1.35)], "gt");
  for (const wx of [1.9, 7.2]) {
    s.disc(p(wx, 4, 0.75), 0.78 * k, "xz", "dl");
    s.disc(p(wx, 4.01, 0.75), 0.42 * k, "xz", "st");
  }
}

/**
 * A 40-foot shipping container 16 × 3.2 × 3.4 units from floor point (x, y, z), its
 * corrugated near side drawn in; `open` swings its doors (at +x) wide and shows the hold.
 */
export function container(
  s: IsoScene,
  x: number,
  y: number,
  z: number,
  m: Material = "s",
  open = false,
): void {
  const [w, d, h] = [16, 3.2, 3.4];
  if (open) {
    s.face(
      [
        [x + w, y, z],
        [x + w + 1.6, y, z],
        [x + w + 1.6, y, z + h],
        [x + w, y, z + h],
      ],
      `${m}l`,
    );
  }
  s.box(x, y, z, w, d, h, m);
  const ribs: Point3[][] = [];
  for (let i = 0.5; i < w; i += 0.5) {
    ribs.push([
      [x + i, y + d, z + 0.15],
      [x + i, y + d, z + h - 0.15],
    ]);
  }
  s.lines(ribs);
  if (open) {
    s.face(
      [
        [x + w, y + 0.15, z + 0.15],
        [x + w, y + d - 0.15, z + 0.15],
        [x + w, y + d - 0.15, z + h - 0.15],
        [x + w, y + 0.15, z + h - 0.15],
      ],
      "dr",
    );
    s.face(
      [
        [x + w, y + d, z],
        [x + w + 1.6, y + d, z],
        [x + w + 1.6, y + d, z + h],
        [x + w, y + d, z + h],
      ],
      `${m}l`,
    );
    s.lines([
      [
        [x + w + 0.5, y + d, z + 0.2],
        [x + w + 0.5, y + d, z + h - 0.2],
      ],
      [
        [x + w + 1.1, y + d, z + 0.2],
        [x + w + 1.1, y + d, z + h - 0.2],
      ],
    ]);
  } else {
    s.lines([
      [
        [x + w, y + d / 2, z + 0.1],
        [x + w, y + d / 2, z + h - 0.1],
      ],
    ]);
  }
}

/**
 * A meeting chair, seat 1.2 units square, from floor point (x, y), facing along `facing`
 * (the sitter looks that way; the back is on the other side).
 */
export function chair(
  s: IsoScene,
  x: number,
  y: number,
  facing: "+x" | "-x" | "+y" | "-y",
  m: Material = "d",
): void {
  s.box(x + 0.55, y + 0.55, 0, 0.1, 0.1, 1, m);
  // A back on the far side (−x, −y) hides behind the seat, so it is drawn first.
  const back = {
    "+x": [x, y, 0.15, 1.2],
    "-x": [x + 1.05, y, 0.15, 1.2],
    "+y": [x, y, 1.2, 0.15],
    "-y": [x, y + 1.05, 1.2, 0.15],
  }[facing] as [number, number, number, number];
  const drawBack = () => s.box(back[0], back[1], 1, back[2], back[3], 1.5, m);
  const backFirst = facing === "+x" || facing === "+y";
  if (backFirst) drawBack();
  s.box(x, y, 1, 1.2, 1.2, 0.25, m);
  if (!backFirst) drawBack();
}

/** A six-axis robot arm on a round base at (x, y), reaching towards +x: base, two links, tool. */
export function robotArm(s: IsoScene, x: number, y: number, m: Material = "a"): void {
  s.cylinder(x, y, 0, 0.9, 0.5, "d");
  s.cylinder(x, y, 0.5, 0.6, 0.6, m);
  s.prism(
    [
      [x - 0.35, 1.1],
      [x + 0.35, 1.1],
      [x + 1.9, 3.7],
      [x + 1.3, 4.1],
    ],
    y - 0.3,
    y + 0.3,
    m,
  );
  s.prism(
    [
      [x + 1.3, 3.6],
      [x + 1.9, 4.1],
      [x + 3.6, 3.1],
      [x + 3.3, 2.7],
    ],
    y - 0.25,
    y + 0.25,
    m,
  );
  s.box(x + 3.3, y - 0.2, 2.1, 0.4, 0.4, 0.7, "g");
}

/** A belt conveyor `length` long (x) and 1.6 wide at waist height from (x, y), with its legs and rollers. */
export function conveyor(s: IsoScene, x: number, y: number, length: number): void {
  for (let i = 0.3; i < length; i += 3) s.box(x + i, y + 1.3, 0, 0.2, 0.2, 1.4, "d");
  s.box(x, y, 1.4, length, 1.6, 0.35, "s");
  const rollers: Point3[][] = [];
  for (let i = 0.6; i < length; i += 0.6) {
    rollers.push([
      [x + i, y + 1.6, 1.45],
      [x + i, y + 1.6, 1.7],
    ]);
  }
  s.lines(rollers);
}

/** Floor and two back walls of a room `w` × `d`, walls `h` high: the cut-away stage of an interior. */
export function room(s: IsoScene, w: number, d: number, h: number): void {
  s.face(
    [
      [0, 0, 0],
      [w, 0, 0],
      [w, d, 0],
      [0, d, 0],
    ],
    "dt",
  );
  s.face(
    [
      [0, 0, 0],
      [w, 0, 0],
      [w, 0, h],
      [0, 0, h],
    ],
    "sl",
  );
  s.face(
    [
      [0, 0, 0],
      [0, d, 0],
      [0, d, h],
      [0, 0, h],
    ],
    "sr",
  );
}
