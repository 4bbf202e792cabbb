import { sectors as enSectors, type SectorsCopy } from "../en/sectors";

// Translation pending (issue 4)
export const sectors: SectorsCopy = enSectors;
