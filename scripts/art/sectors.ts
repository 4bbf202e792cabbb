import type { SectorSlug } from "../../lib/i18n/paths";
import { el, linear, n, palette, radial, seeded, svgDocument } from "./svg";

const W = 1600;
const H = 900;

/** Each sector's hue, mixed into the night-blue backdrop. */
const hues: Record<SectorSlug, string> = {
  horeca: "#7a1d24",
  manufacturing: "#1f4a80",
  electronics: "#12506b",
  medical: "#0f5a5a",
  villas: "#6b4a22",
  "premium-cars": "#4a1a3a",
};

const line = { fill: "none", stroke: palette.white, "stroke-width": 3, "stroke-linejoin": "round" };
const thin = { ...line, "stroke-width": 2, "stroke-opacity": 0.55 };
const metal = "url(#metal)";

/** Backdrop shared by the six scenes: gradient sky, glow, and a floor in perspective. */
function backdrop(hue: string, horizon: number): string {
  const floor: string[] = [];
  for (let i = -12; i <= 12; i++) {
    floor.push(
      el("line", {
        x1: 1100 + i * 40,
        y1: horizon,
        x2: 1100 + i * 260,
        y2: H,
        stroke: palette.white,
        "stroke-opacity": 0.07,
      }),
    );
  }
  for (let k = 1; k <= 6; k++) {
    const y = horizon + (H - horizon) * (k / 6) ** 1.6;
    floor.push(
      el("line", { x1: 0, y1: y, x2: W, y2: y, stroke: palette.white, "stroke-opacity": 0.06 }),
    );
  }
  const dots: string[] = [];
  const random = seeded(hue.length * 97 + horizon);
  for (let i = 0; i < 70; i++) {
    dots.push(
      el("circle", {
        cx: 600 + random() * 1000,
        cy: random() * horizon * 0.9,
        r: random() * 1.6 + 0.4,
        fill: palette.white,
        opacity: 0.25 + random() * 0.3,
      }),
    );
  }
  return [
    el("rect", { width: W, height: H, fill: "url(#sky)" }),
    el("circle", { cx: 1150, cy: horizon - 60, r: 420, fill: "url(#glow)" }),
    dots.join(""),
    el("rect", { y: horizon, width: W, height: H - horizon, fill: "url(#floor)" }),
    floor.join(""),
  ].join("");
}

function defs(hue: string): string {
  return (
    linear("sky", [
      [0, palette.inkDeep],
      [0.55, palette.ink],
      [1, hue],
    ]) +
    linear("floor", [
      [0, hue, 0.6],
      [1, palette.inkDeep],
    ]) +
    radial("glow", [
      [0, palette.gold, 0.28],
      [0.6, hue, 0.18],
      [1, hue, 0],
    ]) +
    linear("metal", [
      [0, "#e8eef5"],
      [0.5, "#a9b9ca"],
      [1, "#6f849b"],
    ]) +
    linear("glass", [
      [0, "#7fb6e6", 0.55],
      [1, "#1d4e89", 0.25],
    ]) +
    linear(
      "shine",
      [
        [0, palette.gold],
        [1, palette.accent],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )
  );
}

function horeca(): string {
  const x = 820;
  const parts: string[] = [];
  // extraction hood
  parts.push(el("path", { d: `M${x + 60} 250h600l60 110H${x}z`, fill: metal, opacity: 0.9 }));
  parts.push(
    el("rect", { x: x + 250, y: 120, width: 220, height: 130, fill: metal, opacity: 0.7 }),
  );
  // pendant lamps
  for (const lx of [x - 150, x - 30]) {
    parts.push(
      el("line", { x1: lx, y1: 0, x2: lx, y2: 250, stroke: palette.gold, "stroke-width": 2 }),
    );
    parts.push(el("path", { d: `M${lx - 40} 290q40-60 80 0z`, fill: palette.gold }));
    parts.push(el("ellipse", { cx: lx, cy: 330, rx: 70, ry: 40, fill: "url(#glow)" }));
  }
  // counter line with oven doors
  parts.push(el("rect", { x, y: 520, width: 720, height: 30, rx: 4, fill: "#dfe6ee" }));
  parts.push(el("rect", { x: x + 10, y: 550, width: 700, height: 210, fill: metal }));
  for (let i = 0; i < 4; i++) {
    const dx = x + 30 + i * 172;
    parts.push(
      el("rect", {
        x: dx,
        y: 575,
        width: 150,
        height: 160,
        rx: 6,
        ...thin,
        stroke: palette.ink,
        "stroke-opacity": 0.6,
      }),
    );
    parts.push(
      el("rect", {
        x: dx + 20,
        y: 595,
        width: 110,
        height: 12,
        rx: 6,
        fill: palette.ink,
        opacity: 0.55,
      }),
    );
  }
  // pots and steam
  const pots: [number, number, number][] = [
    [x + 90, 130, 90],
    [x + 300, 170, 60],
    [x + 520, 120, 110],
  ];
  for (const [px, pw, ph] of pots) {
    parts.push(el("rect", { x: px, y: 520 - ph, width: pw, height: ph, rx: 10, fill: metal }));
    parts.push(
      el("rect", { x: px - 12, y: 520 - ph, width: pw + 24, height: 12, rx: 6, fill: "#dfe6ee" }),
    );
    for (let s = 0; s < 3; s++) {
      const sx = px + pw * (0.25 + s * 0.25);
      const top = 520 - ph - 30;
      parts.push(
        el("path", {
          d: `M${n(sx)} ${top}c-25-30 25-50 0-80s25-50 0-80`,
          ...thin,
          "stroke-opacity": 0.35,
        }),
      );
    }
  }
  // plates on the pass
  for (let i = 0; i < 3; i++) {
    parts.push(
      el("ellipse", {
        cx: x - 140 + i * 110,
        cy: 515,
        rx: 46,
        ry: 12,
        fill: palette.white,
        opacity: 0.9,
      }),
    );
    parts.push(
      el("ellipse", { cx: x - 140 + i * 110, cy: 510, rx: 20, ry: 6, fill: palette.accent }),
    );
  }
  return parts.join("");
}

function manufacturing(): string {
  const parts: string[] = [];
  // conveyor
  parts.push(el("rect", { x: 560, y: 640, width: 1040, height: 26, rx: 13, fill: "#2a3f5c" }));
  for (let i = 0; i < 14; i++)
    parts.push(el("circle", { cx: 590 + i * 76, cy: 653, r: 9, fill: metal }));
  parts.push(
    el("rect", { x: 560, y: 666, width: 1040, height: 8, fill: palette.gold, opacity: 0.7 }),
  );
  for (const bx of [640, 900, 1420]) {
    parts.push(el("rect", { x: bx, y: 560, width: 96, height: 80, fill: "#c89a5b" }));
    parts.push(
      el("path", { d: `M${bx} 580h96M${bx + 48} 560v20`, stroke: "#8a6435", "stroke-width": 3 }),
    );
  }
  // CNC machine
  parts.push(el("rect", { x: 1040, y: 300, width: 330, height: 330, rx: 14, fill: metal }));
  parts.push(
    el("rect", {
      x: 1070,
      y: 340,
      width: 200,
      height: 170,
      rx: 8,
      fill: "url(#glass)",
      stroke: palette.ink,
      "stroke-width": 4,
    }),
  );
  parts.push(el("rect", { x: 1290, y: 340, width: 56, height: 110, rx: 6, fill: palette.ink }));
  for (let i = 0; i < 4; i++)
    parts.push(
      el("circle", { cx: 1318, cy: 360 + i * 24, r: 6, fill: i === 0 ? "#4ade80" : palette.gold }),
    );
  parts.push(
    el("path", {
      d: "M1150 380v60l-20 30h40l-20-30",
      fill: "none",
      stroke: palette.white,
      "stroke-width": 4,
    }),
  );
  parts.push(el("circle", { cx: 1150, cy: 480, r: 10, fill: palette.gold }));
  // robot arm
  const base = [820, 640] as const;
  parts.push(
    el("rect", {
      x: base[0] - 60,
      y: base[1] - 30,
      width: 120,
      height: 30,
      rx: 6,
      fill: palette.accent,
    }),
  );
  parts.push(
    el("path", {
      d: `M${base[0]} ${base[1] - 30}L760 400L940 300`,
      fill: "none",
      stroke: "#e8eef5",
      "stroke-width": 46,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  parts.push(
    el("path", {
      d: `M${base[0]} ${base[1] - 30}L760 400L940 300`,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 10,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      opacity: 0.85,
    }),
  );
  for (const [cx, cy] of [
    [820, 610],
    [760, 400],
    [940, 300],
  ] as const) {
    parts.push(
      el("circle", { cx, cy, r: 30, fill: palette.ink, stroke: "#e8eef5", "stroke-width": 8 }),
    );
  }
  parts.push(
    el("path", {
      d: "M965 290l50 10m-50-10l40 40",
      stroke: "#e8eef5",
      "stroke-width": 12,
      "stroke-linecap": "round",
    }),
  );
  // sparks
  const random = seeded(7);
  for (let i = 0; i < 14; i++) {
    const a = random() * Math.PI;
    const r = 20 + random() * 60;
    parts.push(
      el("line", {
        x1: 1020,
        y1: 330,
        x2: 1020 + Math.cos(a) * r,
        y2: 330 + Math.sin(a) * r,
        stroke: palette.gold,
        "stroke-width": 2,
        "stroke-linecap": "round",
      }),
    );
  }
  return parts.join("");
}

function electronics(): string {
  const parts: string[] = [];
  // circuit traces
  const random = seeded(11);
  for (let i = 0; i < 16; i++) {
    const y = 120 + i * 42;
    const x1 = 560 + random() * 200;
    const bend = x1 + 80 + random() * 200;
    const d = `M${n(x1)} ${y}H${n(bend)}l40 ${i % 2 ? 40 : -40}H1600`;
    parts.push(
      el("path", {
        d,
        fill: "none",
        stroke: i % 4 === 0 ? palette.gold : "#4fb3d9",
        "stroke-width": 2,
        opacity: 0.35,
      }),
    );
    parts.push(
      el("circle", {
        cx: x1,
        cy: y,
        r: 5,
        fill: i % 4 === 0 ? palette.gold : "#4fb3d9",
        opacity: 0.8,
      }),
    );
  }
  // server rack
  parts.push(
    el("rect", {
      x: 1180,
      y: 170,
      width: 300,
      height: 560,
      rx: 12,
      fill: "#101c2e",
      stroke: "#4f6b8c",
      "stroke-width": 4,
    }),
  );
  for (let i = 0; i < 11; i++) {
    const y = 195 + i * 48;
    parts.push(el("rect", { x: 1200, y, width: 260, height: 38, rx: 4, fill: "#1f3350" }));
    for (let k = 0; k < 3; k++)
      parts.push(
        el("circle", {
          cx: 1220 + k * 18,
          cy: y + 19,
          r: 4,
          fill: k === 0 ? "#4ade80" : k === 1 && i % 3 === 0 ? palette.gold : "#4fb3d9",
        }),
      );
    parts.push(
      el("path", {
        d: `M1300 ${y + 12}h140M1300 ${y + 26}h140`,
        stroke: "#4f6b8c",
        "stroke-width": 3,
      }),
    );
  }
  // laptop
  parts.push(
    el("path", {
      d: "M760 440h330l0 210H760z",
      fill: "#1f3350",
      stroke: "#cbd5e1",
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
  );
  parts.push(el("rect", { x: 780, y: 460, width: 290, height: 170, fill: "url(#glass)" }));
  for (let i = 0; i < 5; i++)
    parts.push(
      el("rect", {
        x: 800,
        y: 480 + i * 26,
        width: 80 + ((i * 53) % 150),
        height: 10,
        rx: 5,
        fill: i === 0 ? palette.gold : palette.white,
        opacity: 0.6,
      }),
    );
  parts.push(el("path", { d: "M710 650h430l-30 34H740z", fill: metal }));
  // chip
  parts.push(
    el("rect", {
      x: 880,
      y: 210,
      width: 150,
      height: 150,
      rx: 12,
      fill: "#0f172a",
      stroke: palette.gold,
      "stroke-width": 4,
    }),
  );
  for (let i = 0; i < 6; i++) {
    const o = 225 + i * 24;
    parts.push(
      el("path", {
        d: `M${865} ${o}h15M1030 ${o}h15M${o + 670} 195v15M${o + 670} 360v15`,
        stroke: palette.gold,
        "stroke-width": 4,
      }),
    );
  }
  parts.push(
    el("rect", {
      x: 915,
      y: 245,
      width: 80,
      height: 80,
      rx: 6,
      fill: "url(#shine)",
      opacity: 0.85,
    }),
  );
  return parts.join("");
}

function medical(): string {
  const parts: string[] = [];
  // patient monitor
  parts.push(el("rect", { x: 1040, y: 180, width: 440, height: 300, rx: 20, fill: "#e8eef5" }));
  parts.push(el("rect", { x: 1064, y: 204, width: 392, height: 252, rx: 10, fill: "#071a2c" }));
  parts.push(
    el("path", {
      d: "M1080 330h70l20-40 25 90 25-120 25 70h60l20-30 20 30h90",
      fill: "none",
      stroke: "#4ade80",
      "stroke-width": 4,
      "stroke-linejoin": "round",
    }),
  );
  parts.push(
    el("path", {
      d: "M1080 410q30-30 60 0t60 0 60 0 60 0 60 0",
      fill: "none",
      stroke: "#4fb3d9",
      "stroke-width": 3,
    }),
  );
  for (let i = 0; i < 3; i++)
    parts.push(
      el("rect", {
        x: 1400,
        y: 230 + i * 60,
        width: 40,
        height: 30,
        rx: 4,
        fill: i === 0 ? "#4ade80" : i === 1 ? palette.gold : "#4fb3d9",
        opacity: 0.8,
      }),
    );
  parts.push(el("rect", { x: 1240, y: 480, width: 40, height: 220, fill: metal }));
  parts.push(el("rect", { x: 1160, y: 700, width: 200, height: 18, rx: 9, fill: metal }));
  // ultrasound cart
  parts.push(el("rect", { x: 760, y: 360, width: 230, height: 150, rx: 14, fill: "#dfe6ee" }));
  parts.push(el("rect", { x: 778, y: 376, width: 194, height: 118, rx: 8, fill: "#071a2c" }));
  parts.push(
    el("path", { d: "M875 390l-70 90a110 110 0 0 0 140 0z", fill: "#94a3b8", opacity: 0.35 }),
  );
  parts.push(el("ellipse", { cx: 875, cy: 455, rx: 22, ry: 14, fill: "#cbd5e1", opacity: 0.6 }));
  parts.push(el("path", { d: "M740 520h270l-20 50H760z", fill: "#e8eef5" }));
  parts.push(el("rect", { x: 850, y: 570, width: 50, height: 130, fill: metal }));
  parts.push(el("rect", { x: 770, y: 700, width: 210, height: 24, rx: 12, fill: "#dfe6ee" }));
  parts.push(
    el("path", {
      d: "M990 540c60 0 40 120 110 120",
      fill: "none",
      stroke: "#cbd5e1",
      "stroke-width": 5,
    }),
  );
  // cross emblem
  parts.push(el("circle", { cx: 650, cy: 260, r: 64, fill: palette.accent, opacity: 0.9 }));
  parts.push(
    el("path", {
      d: "M650 222v76M612 260h76",
      stroke: palette.white,
      "stroke-width": 20,
      "stroke-linecap": "round",
    }),
  );
  return parts.join("");
}

function villas(): string {
  const parts: string[] = [];
  // window with garden view
  parts.push(
    el("rect", {
      x: 900,
      y: 110,
      width: 560,
      height: 420,
      rx: 6,
      fill: "url(#glass)",
      stroke: "#d9c3a0",
      "stroke-width": 10,
    }),
  );
  parts.push(el("path", { d: "M1180 110v420M900 320h560", stroke: "#d9c3a0", "stroke-width": 8 }));
  parts.push(
    el("path", { d: "M905 470q140-60 280-10t270-20V525H905z", fill: "#14532d", opacity: 0.85 }),
  );
  // palm
  parts.push(
    el("path", {
      d: "M1320 520q-10-140 20-250",
      fill: "none",
      stroke: "#6b4a22",
      "stroke-width": 12,
    }),
  );
  for (const [dx, dy] of [
    [-90, 20],
    [80, 10],
    [-60, -40],
    [60, -50],
    [0, -70],
  ] as const) {
    parts.push(
      el("path", {
        d: `M1340 270q${dx / 2} ${dy - 30} ${dx} ${dy + 30}`,
        fill: "none",
        stroke: "#16a34a",
        "stroke-width": 14,
        "stroke-linecap": "round",
      }),
    );
  }
  // floor lamp
  parts.push(
    el("path", {
      d: "M760 720V300q0-60 80-80",
      fill: "none",
      stroke: palette.gold,
      "stroke-width": 6,
    }),
  );
  parts.push(el("path", { d: "M800 200h110l-20 60h-70z", fill: palette.gold }));
  parts.push(el("ellipse", { cx: 855, cy: 330, rx: 150, ry: 110, fill: "url(#glow)" }));
  parts.push(el("ellipse", { cx: 760, cy: 722, rx: 50, ry: 10, fill: palette.gold }));
  // sofa
  parts.push(el("rect", { x: 880, y: 540, width: 620, height: 120, rx: 40, fill: "#e8dcc8" }));
  parts.push(el("rect", { x: 850, y: 600, width: 680, height: 110, rx: 36, fill: "#f3ead9" }));
  parts.push(el("path", { d: "M1190 610v90", stroke: "#d9c3a0", "stroke-width": 4 }));
  for (const cx of [990, 1390])
    parts.push(
      el("rect", {
        x: cx - 60,
        y: 520,
        width: 120,
        height: 100,
        rx: 24,
        fill: cx < 1000 ? palette.accent : "#1d4e89",
        transform: `rotate(${cx < 1000 ? -8 : 8} ${cx} 570)`,
      }),
    );
  parts.push(el("path", { d: "M880 710v40M1500 710v40", stroke: "#6b4a22", "stroke-width": 10 }));
  // rug
  parts.push(
    el("ellipse", { cx: 1180, cy: 800, rx: 420, ry: 50, fill: palette.white, opacity: 0.08 }),
  );
  return parts.join("");
}

function premiumCars(): string {
  const parts: string[] = [];
  // sea and coast on the horizon
  parts.push(el("path", { d: "M0 560h1600v40H0z", fill: "#1d4e89", opacity: 0.35 }));
  parts.push(
    el("path", { d: "M560 560l160-120 120 70 160-140 200 190z", fill: "#0b1f3a", opacity: 0.8 }),
  );
  parts.push(el("circle", { cx: 1240, cy: 470, r: 90, fill: "url(#shine)", opacity: 0.85 }));
  // road
  parts.push(el("path", { d: "M1000 600L600 900h900z", fill: "#0f172a", opacity: 0.85 }));
  parts.push(
    el("path", {
      d: "M1010 610L960 900",
      stroke: palette.gold,
      "stroke-width": 6,
      "stroke-dasharray": "30 30",
      opacity: 0.8,
    }),
  );
  // SUV body, low in the frame (the hero frames it at 80% vertical position)
  const y = 690;
  const car: string[] = [];
  car.push(el("ellipse", { cx: 1130, cy: y + 110, rx: 380, ry: 24, fill: "#000", opacity: 0.45 }));
  car.push(
    el("path", {
      d: `M780 ${y + 90}q-10-60 40-80l120-20 90-70q30-20 80-22h230q60 0 110 40l80 60 120 20q50 10 50 60v12q0 20-20 20H800q-20 0-20-20z`,
      fill: "url(#metal)",
    }),
  );
  car.push(el("path", { d: `M955 ${y - 8}l70-58q20-14 60-14h80v72z`, fill: "url(#glass)" }));
  car.push(el("path", { d: `M1185 ${y - 8}v-72h90q40 0 70 26l56 46z`, fill: "url(#glass)" }));
  car.push(
    el("path", { d: `M800 ${y + 40}h560`, stroke: palette.ink, "stroke-width": 3, opacity: 0.4 }),
  );
  car.push(
    el("path", {
      d: `M1430 ${y + 20}h60`,
      stroke: palette.gold,
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
  );
  car.push(
    el("path", {
      d: `M790 ${y + 30}h40`,
      stroke: palette.accent,
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
  );
  for (const cx of [900, 1340]) {
    car.push(el("circle", { cx, cy: y + 100, r: 56, fill: "#0f172a" }));
    car.push(el("circle", { cx, cy: y + 100, r: 32, fill: metal }));
    car.push(el("circle", { cx, cy: y + 100, r: 10, fill: palette.ink }));
  }
  parts.push(el("g", { transform: "translate(-170 0)" }, car.join("")));
  // charging bolt
  parts.push(
    el("circle", {
      cx: 700,
      cy: 300,
      r: 54,
      fill: "none",
      stroke: palette.gold,
      "stroke-width": 4,
    }),
  );
  parts.push(el("path", { d: "M708 262l-34 46h26l-8 34 34-46h-26z", fill: palette.gold }));
  return parts.join("");
}

const scenes: Record<SectorSlug, { horizon: number; draw: () => string }> = {
  horeca: { horizon: 560, draw: horeca },
  manufacturing: { horizon: 600, draw: manufacturing },
  electronics: { horizon: 640, draw: electronics },
  medical: { horizon: 620, draw: medical },
  villas: { horizon: 640, draw: villas },
  "premium-cars": { horizon: 580, draw: premiumCars },
};

/** The artwork of one sector: an SVG composition of its equipment over a night-blue backdrop. */
export function sectorArt(slug: SectorSlug): string {
  const { horizon, draw } = scenes[slug];
  return svgDocument(W, H, defs(hues[slug]), backdrop(hues[slug], horizon) + draw());
}
