import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import siteRoutes from "../../../app/routes";

/** The site's route table, its modules named from this folder. */
function fromSite(entry: RouteConfigEntry): RouteConfigEntry {
  return {
    ...entry,
    file: `../../../app/${entry.file}`,
    children: entry.children?.map(fromSite),
  };
}

export default siteRoutes.map(fromSite) satisfies RouteConfig;
