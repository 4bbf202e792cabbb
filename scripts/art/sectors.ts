import type { SectorSlug } from "../../lib/i18n/paths";
import { IsoScene, isoGround, isoStyle, type Point3 } from "./iso";
import { car, chair, container, conveyor, robotArm, room } from "./objects";
import { svgDocument } from "./svg";

const W = 1600;
const H = 900;

/**
 * Where a sector's subject sits: the inline-end side of the hero, which its scrim leaves
 * clear (the image mirrors in Arabic, `art-files.ts`), with room above and below.
 */
const frame = { x: 640, y: 90, width: 880, height: 720 };

/** Premium cars (the first scene of issue 21): an SUV at the ramps of an open container, a stack behind, a bollard. */
function premiumCars(s: IsoScene): void {
  container(s, -3, -4.4, 0, "d");
  container(s, -3, -4.4, 3.4);
  container(s, 0, 0, 0, "s", true);
  for (const y of [0.45, 2.05]) {
    s.prism(
      [
        [16, 0],
        [16, 0.3],
        [18.8, 0],
      ],
      y,
      y + 0.7,
      "p",
    );
  }
  car(s, 19.2, -0.1, 0, "a", 0.85);
  s.cylinder(28, 1, 0, 0.4, 0.7, "d");
}

/** HoReCa: a kitchen line with extraction hood, an island with boards and pans, pendant lamps. */
function horeca(s: IsoScene): void {
  room(s, 15, 11, 7.5);
  s.box(1, 0.2, 0, 12, 2.4, 3.2, "p");
  const doors: Point3[][] = [];
  for (let x = 1.3; x < 12.5; x += 2.9) {
    doors.push([
      [x, 2.6, 0.4],
      [x + 2.6, 2.6, 0.4],
      [x + 2.6, 2.6, 2.6],
      [x, 2.6, 2.6],
      [x, 2.6, 0.4],
    ]);
  }
  s.lines(doors);
  for (const x of [2.4, 4.2, 8.2, 10]) s.disc([x, 1.4, 3.2], 0.6, "xy", "dt");
  s.cylinder(4.2, 1.4, 3.2, 0.7, 0.9, "p");
  s.cylinder(8.2, 1.4, 3.2, 0.6, 0.5, "g");
  s.box(1, 0, 5.3, 12, 2.9, 1.1, "p");
  s.box(5.5, 0.5, 6.4, 3, 1.4, 1.1, "p");
  s.box(3, 5.8, 0, 8, 2.8, 3, "p");
  s.box(4, 6.3, 3, 2.2, 1.6, 0.15, "g");
  s.cylinder(8.8, 7.2, 3, 0.8, 0.3, "p");
  s.cylinder(8.8, 7.2, 3.3, 0.8, 0.3, "p");
  for (const x of [4.5, 9]) {
    s.lines([
      [
        [x, 7.2, 7.5],
        [x, 7.2, 5.9],
      ],
    ]);
    s.cylinder(x, 7.2, 5.2, 0.55, 0.7, "g");
  }
}

/** Manufacturing: a CNC machining centre, two robot arms and a conveyor carrying cartons. */
function manufacturing(s: IsoScene): void {
  s.box(0, 0, 0, 6, 4, 4.6, "s");
  s.face(
    [
      [0.8, 4, 1.2],
      [4.2, 4, 1.2],
      [4.2, 4, 3.8],
      [0.8, 4, 3.8],
    ],
    "q",
  );
  s.box(4.6, 4, 2, 1, 0.2, 1.6, "g");
  s.box(6, 0.5, 0, 1.2, 3, 1.2, "d");
  robotArm(s, 9, 2);
  robotArm(s, 14, 2);
  conveyor(s, 0, 6, 20);
  for (const x of [2, 6.5, 11, 15.5]) s.box(x, 6.2, 1.75, 1.8, 1.2, 1.2, "p");
}

/** Electronics: two server racks, a workbench with a laptop, and a circuit board with its chips. */
function electronics(s: IsoScene): void {
  for (const x of [0, 3.4]) {
    s.box(x, 0, 0, 3.2, 3, 8, "d");
    const slots: Point3[][] = [];
    for (let z = 0.8; z < 7.8; z += 0.6) {
      slots.push([
        [x + 0.3, 3, z],
        [x + 2.9, 3, z],
      ]);
    }
    s.lines(slots);
    for (let z = 1.1; z < 7.6; z += 1.2) {
      s.face(
        [
          [x + 2.5, 3, z],
          [x + 2.75, 3, z],
          [x + 2.75, 3, z + 0.2],
          [x + 2.5, 3, z + 0.2],
        ],
        "gt",
      );
    }
  }
  s.box(8, 1, 0, 9, 3.6, 2.8, "s");
  s.box(9.5, 1.6, 2.8, 3.2, 2.2, 0.15, "p");
  s.face(
    [
      [9.5, 1.6, 2.95],
      [12.7, 1.6, 2.95],
      [12.7, 1.2, 5],
      [9.5, 1.2, 5],
    ],
    "q",
  );
  s.box(4, 7, 0, 11, 7, 0.35, "s");
  const traces: Point3[][] = [];
  for (let i = 0; i < 6; i++) {
    traces.push([
      [5, 8 + i, 0.36],
      [8 + i * 0.4, 8 + i, 0.36],
      [9 + i * 0.4, 9 + i * 0.5, 0.36],
      [14, 9 + i * 0.5, 0.36],
    ]);
  }
  s.lines(traces);
  s.box(8, 8.6, 0.35, 3, 3, 0.5, "a");
  s.box(5, 8.2, 0.35, 1.6, 1, 0.4, "d");
  s.box(5, 10.6, 0.35, 1.6, 1, 0.4, "d");
  s.box(12.2, 8.2, 0.35, 1.8, 1.2, 0.4, "d");
  for (const x of [12.4, 13.4]) s.cylinder(x, 12, 0.35, 0.35, 0.9, "g");
}

/** Medical: a hospital bed, an ultrasound system on its cart and a patient monitor on a stand. */
function medical(s: IsoScene): void {
  s.box(9, 0, 0, 2.4, 2.2, 3.2, "s");
  s.box(8.8, -0.2, 3.2, 2.8, 2.6, 0.4, "p");
  s.face(
    [
      [9.4, 0.3, 3.6],
      [9.4, 1.9, 3.6],
      [9.6, 1.9, 5.4],
      [9.6, 0.3, 5.4],
    ],
    "q",
  );
  s.box(11.6, 0.8, 3.3, 0.5, 0.4, 0.6, "g");
  s.box(0, 3, 0, 0.4, 3.8, 3.6, "p");
  s.box(0.4, 3, 0.6, 8.2, 3.8, 1.2, "p");
  s.box(0.6, 3.2, 1.8, 7.8, 3.4, 0.6, "p");
  s.box(0.9, 3.6, 2.4, 1.6, 2.6, 0.4, "p");
  for (const x of [1, 7.8]) s.box(x, 6.5, 0, 0.3, 0.3, 0.6, "d");
  s.box(11, 7.5, 0, 0.25, 0.25, 5.2, "s");
  s.cylinder(11.1, 7.6, 0, 0.9, 0.2, "d");
  s.box(10.4, 6.8, 5.2, 0.5, 1.8, 1.4, "d");
  s.face(
    [
      [10.9, 7, 5.4],
      [10.9, 8.4, 5.4],
      [10.9, 8.4, 6.4],
      [10.9, 7, 6.4],
    ],
    "q",
  );
  s.lines([
    [
      [10.91, 7.1, 5.9],
      [10.91, 7.5, 5.9],
      [10.91, 7.65, 6.2],
      [10.91, 7.8, 5.6],
      [10.91, 7.95, 5.9],
      [10.91, 8.3, 5.9],
    ],
  ]);
  s.box(3, 8.5, 0, 2.4, 1.6, 1.4, "a");
}

/** Villas: a living room in cut-away, with tall windows, a sofa, an armchair, a coffee table and a lamp. */
function villas(s: IsoScene): void {
  room(s, 16, 12, 7.5);
  const mullions: Point3[][] = [];
  for (const x of [2, 6.5, 11]) {
    s.face(
      [
        [x, 0, 0.6],
        [x + 3.6, 0, 0.6],
        [x + 3.6, 0, 6.6],
        [x, 0, 6.6],
      ],
      "q",
    );
    mullions.push([
      [x + 1.8, 0, 0.6],
      [x + 1.8, 0, 6.6],
    ]);
  }
  s.lines(mullions);
  s.face(
    [
      [3, 4, 0],
      [12, 4, 0],
      [12, 10, 0],
      [3, 10, 0],
    ],
    "st",
  );
  s.box(2, 1.2, 0, 9, 3, 1.1, "p");
  s.box(2, 1.2, 1.1, 9, 0.9, 1.5, "p");
  s.box(2, 2.1, 1.1, 0.8, 2.1, 0.7, "p");
  s.box(10.2, 2.1, 1.1, 0.8, 2.1, 0.7, "p");
  s.box(13, 1, 0, 0.25, 0.25, 5, "s");
  s.cylinder(13.1, 1.1, 5, 0.8, 1, "g");
  s.box(4.5, 5.5, 0, 4.5, 2.6, 1, "g");
  s.box(5, 6, 1, 1.4, 1, 0.2, "p");
  chair(s, 12, 6.5, "-x", "a");
  s.cylinder(1.5, 9, 0, 0.7, 1.2, "p");
}

const scenes: Record<SectorSlug, (s: IsoScene) => void> = {
  horeca,
  manufacturing,
  electronics,
  medical,
  villas,
  "premium-cars": premiumCars,
};

/**
 * The artwork of one sector, 1600 × 900: its equipment as an isometric line drawing on the
 * ink ground (docs/ART.md), placed on the side of the hero the copy leaves free.
 */
export function sectorArt(slug: SectorSlug): string {
  const scene = new IsoScene();
  scenes[slug](scene);
  const ground = isoGround(W, H, 48);
  return svgDocument(W, H, isoStyle(2.5) + ground.defs, ground.body + scene.render(frame));
}
