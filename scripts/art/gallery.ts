import type { GalleryPanel } from "../../lib/content/keys";
import { el, linear, palette, seeded, svgDocument } from "./svg";

const W = 800;
const H = 600;

function defs(top: string, bottom: string): string {
  return (
    linear("bg", [
      [0, top],
      [1, bottom],
    ]) +
    linear("metal", [
      [0, "#e8eef5"],
      [1, "#7f93aa"],
    ]) +
    linear("glass", [
      [0, "#7fb6e6", 0.7],
      [1, "#1d4e89", 0.3],
    ])
  );
}

function people(random: () => number, count: number, y: number, spread: number): string {
  const colors = [palette.accent, palette.gold, palette.white, "#4fb3d9"];
  return Array.from({ length: count }, (_, i) => {
    const x = 40 + random() * spread;
    const s = 0.8 + random() * 0.5;
    const c = colors[i % colors.length];
    return (
      el("circle", { cx: x, cy: y - 46 * s, r: 9 * s, fill: "#f1d3b3" }) +
      el("rect", {
        x: x - 11 * s,
        y: y - 36 * s,
        width: 22 * s,
        height: 36 * s,
        rx: 8 * s,
        fill: c,
      })
    );
  }).join("");
}

const panels: Record<GalleryPanel, () => string> = {
  "canton-fair": () => {
    const random = seeded(3);
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    // exhibition hall roof and banners
    parts.push(el("path", { d: "M0 140L400 40l400 100v40H0z", fill: palette.inkSoft }));
    for (let i = 0; i < 9; i++)
      parts.push(
        el("path", { d: `M${i * 100} 180V140`, stroke: palette.steel, "stroke-width": 4 }),
      );
    for (let i = 0; i < 4; i++) {
      const x = 40 + i * 190;
      parts.push(el("rect", { x, y: 220, width: 160, height: 150, fill: "#fff", opacity: 0.95 }));
      parts.push(
        el("rect", {
          x,
          y: 220,
          width: 160,
          height: 34,
          fill: i % 2 ? palette.accent : palette.ink,
        }),
      );
      parts.push(el("rect", { x: x + 16, y: 272, width: 60, height: 80, fill: "url(#glass)" }));
      parts.push(
        el("rect", { x: x + 88, y: 272, width: 56, height: 36, fill: palette.gold, opacity: 0.6 }),
      );
      parts.push(
        el("rect", { x: x + 88, y: 316, width: 56, height: 36, fill: palette.steel, opacity: 0.6 }),
      );
    }
    parts.push(el("rect", { y: 370, width: W, height: 230, fill: "#d9d3c7" }));
    parts.push(el("path", { d: "M0 470h800", stroke: "#c4bcae", "stroke-width": 3 }));
    parts.push(people(random, 14, 520, 720));
    return parts.join("");
  },
  "factory-tour": () => {
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    for (let i = 0; i < 6; i++)
      parts.push(
        el("path", {
          d: `M${i * 140} 0l60 120`,
          stroke: palette.steel,
          "stroke-opacity": 0.25,
          "stroke-width": 6,
        }),
      );
    parts.push(el("rect", { y: 420, width: W, height: 40, fill: "#2a3f5c" }));
    for (let i = 0; i < 16; i++)
      parts.push(el("circle", { cx: 25 + i * 50, cy: 440, r: 8, fill: "url(#metal)" }));
    for (let i = 0; i < 3; i++) {
      const x = 140 + i * 240;
      parts.push(el("rect", { x: x - 40, y: 390, width: 80, height: 30, fill: palette.accent }));
      parts.push(
        el("path", {
          d: `M${x} 390L${x - 40} 260L${x + 60} 200`,
          fill: "none",
          stroke: "#e8eef5",
          "stroke-width": 26,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      );
      parts.push(
        el("circle", {
          cx: x - 40,
          cy: 260,
          r: 16,
          fill: palette.ink,
          stroke: "#e8eef5",
          "stroke-width": 6,
        }),
      );
      parts.push(
        el("path", {
          d: `M${x + 70} 200v40`,
          stroke: "#e8eef5",
          "stroke-width": 10,
          "stroke-linecap": "round",
        }),
      );
      parts.push(el("rect", { x: x + 30, y: 360, width: 80, height: 60, fill: "#c89a5b" }));
    }
    parts.push(el("rect", { y: 460, width: W, height: 140, fill: palette.inkDeep, opacity: 0.6 }));
    parts.push(people(seeded(5), 6, 560, 300));
    return parts.join("");
  },
  "shenzhen-skyline": () => {
    const random = seeded(9);
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    parts.push(el("circle", { cx: 600, cy: 160, r: 70, fill: palette.gold, opacity: 0.85 }));
    let x = 0;
    while (x < W) {
      const w = 40 + random() * 60;
      const h = 140 + random() * 300;
      parts.push(
        el("rect", {
          x,
          y: 480 - h,
          width: w - 6,
          height: h,
          fill: random() > 0.5 ? palette.inkSoft : "#1d4e89",
        }),
      );
      for (let y = 500 - h; y < 470; y += 22) {
        if (random() > 0.45)
          parts.push(
            el("rect", {
              x: x + 8,
              y,
              width: w - 22,
              height: 6,
              fill: palette.gold,
              opacity: 0.55,
            }),
          );
      }
      x += w;
    }
    // Ping An-style spire
    parts.push(el("path", { d: "M360 480V90l20-50 20 50v390z", fill: "url(#metal)" }));
    parts.push(el("rect", { y: 480, width: W, height: 120, fill: "#0a2342" }));
    for (let i = 0; i < 12; i++)
      parts.push(
        el("path", {
          d: `M${i * 70} ${500 + (i % 3) * 30}h40`,
          stroke: palette.gold,
          "stroke-opacity": 0.5,
          "stroke-width": 3,
        }),
      );
    return parts.join("");
  },
  negotiations: () => {
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    parts.push(el("rect", { x: 60, y: 60, width: 680, height: 90, rx: 6, fill: "url(#glass)" }));
    parts.push(el("ellipse", { cx: 400, cy: 360, rx: 300, ry: 120, fill: "#6b4a22" }));
    parts.push(el("ellipse", { cx: 400, cy: 350, rx: 300, ry: 120, fill: "#8a6435" }));
    for (let i = 0; i < 4; i++) {
      const x = 190 + i * 140;
      parts.push(
        el("rect", {
          x: x - 30,
          y: 300,
          width: 60,
          height: 40,
          rx: 3,
          fill: palette.white,
          transform: `rotate(${i * 7 - 10} ${x} 320)`,
        }),
      );
      for (const side of [-1, 1]) {
        const y = 350 + side * 150;
        parts.push(el("circle", { cx: x, cy: y, r: 24, fill: "#f1d3b3" }));
        parts.push(
          el("path", {
            d: `M${x - 36} ${y + side * 60}q36 ${-side * 70} 72 0`,
            fill: side < 0 ? palette.ink : palette.accent,
          }),
        );
      }
    }
    parts.push(el("path", { d: "M400 250v-30", stroke: palette.gold, "stroke-width": 4 }));
    parts.push(el("rect", { x: 380, y: 200, width: 40, height: 26, fill: palette.accent }));
    return parts.join("");
  },
  "high-speed-rail": () => {
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    parts.push(
      el("path", {
        d: "M0 330l140-110 100 60 160-130 180 140 120-60 100 100v40H0z",
        fill: palette.inkSoft,
        opacity: 0.8,
      }),
    );
    parts.push(el("rect", { y: 380, width: W, height: 24, fill: "#cbd5e1" }));
    for (let i = 0; i < 6; i++)
      parts.push(el("path", { d: `M${40 + i * 150} 404v196h50V404`, fill: "#94a3b8" }));
    parts.push(el("rect", { y: 440, width: W, height: 160, fill: "#1d4e89", opacity: 0.45 }));
    parts.push(el("path", { d: "M80 380h560q120 0 160-60H140q-60 0-60 60z", fill: "#f8fafc" }));
    parts.push(el("path", { d: "M80 372h640", stroke: palette.accent, "stroke-width": 8 }));
    for (let i = 0; i < 9; i++)
      parts.push(
        el("rect", { x: 130 + i * 58, y: 330, width: 40, height: 22, rx: 4, fill: "url(#glass)" }),
      );
    parts.push(el("path", { d: "M700 330q50 0 80-4l-30 20h-50z", fill: palette.ink }));
    for (let i = 0; i < 5; i++)
      parts.push(
        el("path", {
          d: `M0 ${300 + i * 14}h${60 - i * 8}`,
          stroke: palette.white,
          "stroke-opacity": 0.5,
          "stroke-width": 3,
        }),
      );
    return parts.join("");
  },
  showroom: () => {
    const parts = [el("rect", { width: W, height: H, fill: "url(#bg)" })];
    for (const x of [200, 400, 600]) {
      parts.push(el("path", { d: `M${x} 0l-120 460h240z`, fill: palette.white, opacity: 0.07 }));
      parts.push(el("rect", { x: x - 20, y: 0, width: 40, height: 16, fill: palette.steel }));
    }
    parts.push(el("ellipse", { cx: 400, cy: 470, rx: 330, ry: 60, fill: "#1e293b" }));
    parts.push(el("ellipse", { cx: 400, cy: 460, rx: 330, ry: 60, fill: "#334155" }));
    parts.push(
      el("ellipse", {
        cx: 400,
        cy: 460,
        rx: 300,
        ry: 48,
        fill: "none",
        stroke: palette.gold,
        "stroke-width": 3,
        opacity: 0.7,
      }),
    );
    parts.push(
      el("path", {
        d: "M150 440q-6-44 30-56l90-16 70-50q24-14 60-16h150q46 0 84 30l60 40 70 12q40 8 40 46v10H166q-16 0-16-16z",
        fill: palette.accent,
      }),
    );
    parts.push(
      el("path", {
        d: "M290 368l52-42q16-10 44-10h54v52zM455 368v-52h62q30 0 54 20l38 32z",
        fill: "url(#glass)",
      }),
    );
    for (const cx of [250, 560]) {
      parts.push(el("circle", { cx, cy: 455, r: 40, fill: "#0f172a" }));
      parts.push(el("circle", { cx, cy: 455, r: 22, fill: "url(#metal)" }));
    }
    parts.push(
      el("path", {
        d: "M600 410h40",
        stroke: palette.gold,
        "stroke-width": 6,
        "stroke-linecap": "round",
      }),
    );
    return parts.join("");
  },
};

const backgrounds: Record<GalleryPanel, [string, string]> = {
  "canton-fair": ["#1d4e89", palette.ink],
  "factory-tour": [palette.ink, "#17345e"],
  "shenzhen-skyline": ["#3a1420", "#1d4e89"],
  negotiations: ["#f6f3ee", "#ddd6cb"],
  "high-speed-rail": ["#7fb6e6", "#e0b54a"],
  showroom: [palette.inkDeep, "#17345e"],
};

/** One gallery panel of the missions page, drawn as an 800 × 600 SVG. */
export function galleryArt(panel: GalleryPanel): string {
  const [top, bottom] = backgrounds[panel];
  return svgDocument(W, H, defs(top, bottom), panels[panel]());
}
