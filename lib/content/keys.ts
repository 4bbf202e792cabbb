/** Fixed keys of the content: records the schemas require and the pages iterate (no zod here, so browser code may import it). */

/** The example programmes of SPEC §2, keyed as in `content/facts.yaml` (missions.programmes). */
export const programmeKeys = ["technology", "trade", "specialised"] as const;
export type ProgrammeKey = (typeof programmeKeys)[number];

/** The missions page's gallery panels, in order (SPEC §2: image gallery). */
export const galleryPanels = [
  "canton-fair",
  "factory-tour",
  "shenzhen-skyline",
  "negotiations",
  "high-speed-rail",
  "showroom",
] as const;
export type GalleryPanel = (typeof galleryPanels)[number];

/**
 * The cities a dated departure may visit (issue 27), by key: each locale names them in its
 * own script (`departures.cityNames` of `content/ui/<locale>/site.yaml`).
 */
export const missionCities = [
  "guangzhou",
  "shenzhen",
  "foshan",
  "dongguan",
  "zhongshan",
  "hong-kong",
  "xiamen",
  "yiwu",
  "hangzhou",
  "ningbo",
  "shanghai",
  "beijing",
] as const;
export type MissionCity = (typeof missionCities)[number];

/** Whether a departure is a group mission or an individual one (issue 27). */
export const departureFormats = ["group", "individual"] as const;
export type DepartureFormat = (typeof departureFormats)[number];
