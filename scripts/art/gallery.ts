import type { GalleryPanel } from "../../lib/content/keys";
import { IsoScene, isoGround, isoStyle, type Point3 } from "./iso";
import { car, chair, conveyor, robotArm } from "./objects";
import { svgDocument } from "./svg";

const W = 800;
const H = 600;

/** The panels fill their 4:3 frame, with a margin the figure's rounded corners do not cut. */
const frame = { x: 50, y: 50, width: 700, height: 500 };

/** Window rows on the near (+y) and right (+x) faces of a tower. */
function windows(s: IsoScene, x: number, y: number, w: number, d: number, h: number): void {
  const rows: Point3[][] = [];
  for (let z = 1; z < h - 0.5; z += 1) {
    rows.push(
      [
        [x + 0.3, y + d, z],
        [x + w - 0.3, y + d, z],
      ],
      [
        [x + w, y + 0.3, z],
        [x + w, y + d - 0.3, z],
      ],
    );
  }
  s.lines(rows);
}

/** A trade-fair stand: two back walls, a counter, a header panel, from floor point (x, y). */
function stand(s: IsoScene, x: number, y: number, header: "a" | "g" | "s"): void {
  s.box(x, y, 0, 5, 0.2, 3.2, "p");
  s.box(x, y, 0, 0.2, 4, 3.2, "p");
  s.box(x + 0.2, y + 0.2, 3.2, 4.8, 0.2, 0.7, header);
  s.box(x + 1.2, y + 1.2, 0, 0.8, 0.8, 1.6, "s");
  s.box(x + 2.5, y + 2.6, 0, 2.2, 1, 1.4, "p");
}

const panels: Record<GalleryPanel, (s: IsoScene) => void> = {
  /** Stands in rows under the hall's roof trusses. */
  "canton-fair": (s) => {
    s.face(
      [
        [-1, -1, 0],
        [19, -1, 0],
        [19, 13, 0],
        [-1, 13, 0],
      ],
      "dt",
    );
    const headers = ["s", "a", "g", "g", "s", "s"] as const;
    for (const [i, [x, y]] of [
      [0, 0],
      [6.5, 0],
      [13, 0],
      [0, 7],
      [6.5, 7],
      [13, 7],
    ].entries()) {
      stand(s, x!, y!, headers[i]!);
    }
  },
  /** An assembly line: robot arms over a conveyor carrying housings, the visitors' walkway railed off. */
  "factory-tour": (s) => {
    robotArm(s, 3, 1);
    robotArm(s, 9, 1, "s");
    robotArm(s, 15, 1);
    conveyor(s, 0, 4, 20);
    for (const x of [1.5, 5.5, 9.5, 13.5, 17.5]) s.box(x, 4.2, 1.75, 1.4, 1.2, 0.8, "p");
    const rail: Point3[][] = [
      [
        [0, 8, 1.6],
        [20, 8, 1.6],
      ],
      [
        [0, 8, 0.8],
        [20, 8, 0.8],
      ],
    ];
    for (let x = 0; x <= 20; x += 2.5) {
      rail.push([
        [x, 8, 0],
        [x, 8, 1.6],
      ]);
    }
    s.lines(rail);
  },
  /** Towers of Futian: blocks of offices with their window bands, the tallest with its spire. */
  "shenzhen-skyline": (s) => {
    const towers: [number, number, number, number, number, "s" | "d" | "p" | "g"][] = [
      [0, 0, 3, 3, 14, "s"],
      [4, -1, 3, 3, 20, "d"],
      [8, 0, 3.5, 3.5, 26, "s"],
      [0, 4.5, 3, 2.5, 9, "d"],
      [4.5, 4, 2.5, 2.5, 12, "s"],
      [8.5, 5, 3, 3, 16, "d"],
      [12.5, 1, 3, 3, 11, "s"],
      [1, 8.5, 3, 2.5, 6, "s"],
      [5, 8, 3, 3, 8, "d"],
      [12.5, 5.5, 2.5, 2.5, 7, "s"],
    ];
    for (const [x, y, w, d, h, m] of towers) {
      s.box(x, y, 0, w, d, h, m);
      windows(s, x, y, w, d, h);
    }
    s.box(9.5, 1.5, 26, 0.5, 0.5, 4, "g");
  },
  /** The negotiation room: a long table set for two delegations, folders, water, two desk flags. */
  negotiations: (s) => {
    for (const x of [1.5, 4, 6.5, 9]) chair(s, x, -0.4, "+y");
    for (const [x, y] of [
      [0.4, 1.4],
      [11.2, 1.4],
      [0.4, 4.2],
      [11.2, 4.2],
    ]) {
      s.box(x!, y!, 0, 0.4, 0.4, 2.2, "d");
    }
    s.box(0, 1, 2.2, 12, 4, 0.2, "g");
    for (const x of [1.6, 4.1, 6.6, 9.1]) {
      s.box(x, 1.3, 2.4, 1.4, 1, 0.08, "p");
      s.box(x, 3.7, 2.4, 1.4, 1, 0.08, "p");
      s.cylinder(x + 1.9, 2.4, 2.4, 0.2, 0.6, "p");
    }
    for (const [y, m] of [
      [2.6, "a"],
      [3.2, "s"],
    ] as const) {
      s.box(0.6, y, 2.4, 0.08, 0.08, 1.6, "d");
      s.face(
        [
          [0.64, y, 3.3],
          [1.6, y, 3.3],
          [1.6, y, 4],
          [0.64, y, 4],
        ],
        `${m}l`,
      );
    }
    for (const x of [1.5, 4, 6.5, 9]) chair(s, x, 5.2, "-y");
  },
  /** A high-speed train on a viaduct, travelling in the reading direction. */
  "high-speed-rail": (s) => {
    for (const x of [0, 6, 12, 18]) s.box(x, 0.8, 0, 1.2, 1.6, 4, "s");
    s.box(-2, 0, 4, 24, 3.2, 0.8, "s");
    s.prism(
      [
        [0, 4.9],
        [0, 7.1],
        [16, 7.1],
        [19, 6.6],
        [21, 4.9],
      ],
      0.3,
      2.9,
      "p",
    );
    s.face(
      [
        [0, 2.9, 5.3],
        [19.8, 2.9, 5.3],
        [20.3, 2.9, 5.6],
        [0, 2.9, 5.6],
      ],
      "al",
    );
    const windowRow: Point3[][] = [];
    for (let x = 0.6; x < 15; x += 1.2) {
      windowRow.push([
        [x, 2.9, 6.4],
        [x + 0.8, 2.9, 6.4],
      ]);
    }
    s.lines(windowRow);
    s.face(
      [
        [16.3, 2.9, 6.9],
        [18.6, 2.9, 6.6],
        [19.4, 2.9, 6],
        [16.3, 2.9, 6],
      ],
      "q",
    );
  },
  /** An SUV on a turntable under the showroom's light rails, a display wall behind. */
  showroom: (s) => {
    s.box(-2, -2, 0, 16, 0.3, 6, "s");
    s.box(-2, -1.7, 0, 0.3, 12, 6, "s");
    s.face(
      [
        [2, -1.7, 1.5],
        [9, -1.7, 1.5],
        [9, -1.7, 4.5],
        [2, -1.7, 4.5],
      ],
      "q",
    );
    s.cylinder(5.5, 4, 0, 6, 0.4, "p");
    car(s, 1, 2, 0.4, "a");
  },
};

/**
 * The artwork of one missions-gallery panel, 800 × 600: the place or scene as an isometric
 * line drawing of objects and spaces, no people (docs/ART.md).
 */
export function galleryArt(panel: GalleryPanel): string {
  const scene = new IsoScene();
  panels[panel](scene);
  const ground = isoGround(W, H, 32);
  return svgDocument(W, H, isoStyle(2) + ground.defs, ground.body + scene.render(frame));
}
