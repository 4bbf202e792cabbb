import {
  siAlibabacloud,
  siBaidu,
  siDji,
  siHuawei,
  siLenovo,
  siXiaomi,
  type SimpleIcon,
} from "simple-icons";

/** A partner logo as loader data: the brand's SVG path from `simple-icons`, or none for a wordmark. */
export interface PartnerLogo {
  name: string;
  /** Path in a 24 × 24 view box; absent when `simple-icons` lacks the brand. */
  path?: string;
  /** Brand colour, `#rrggbb`. */
  color: string;
}

function icon(name: string, source: SimpleIcon): PartnerLogo {
  return { name, path: source.path, color: `#${source.hex}` };
}

/**
 * The 12 companies of the missions page's partner carousel (SPEC §2, §9): large Chinese
 * technology and automotive firms. Called by the route loader at build time, so only the
 * six icons' path data reach the page, never the `simple-icons` package.
 */
export function partnerLogos(): PartnerLogo[] {
  return [
    icon("Huawei", siHuawei),
    { name: "BYD", color: "#c8102e" },
    icon("Xiaomi", siXiaomi),
    { name: "NIO", color: "#00263a" },
    icon("Lenovo", siLenovo),
    { name: "Geely", color: "#1c4d8c" },
    icon("Alibaba Cloud", siAlibabacloud),
    { name: "Haier", color: "#005aab" },
    icon("DJI", siDji),
    { name: "ZTE", color: "#0064b1" },
    icon("Baidu", siBaidu),
    { name: "Hisense", color: "#00a9a5" },
  ];
}
