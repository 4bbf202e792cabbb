import { missions as enMissions, type MissionsCopy } from "../en/missions";

// Translation pending (issue 4)
export const missions: MissionsCopy = enMissions;
