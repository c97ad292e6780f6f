export { DEMO_ACCOUNTS } from "./accounts.js";
export { planDemo } from "./demo.js";
export type { Database } from "./insert.js";
export { resetDatabase } from "./reset.js";
export {
  seedVolume,
  type VolumeOptions,
  type VolumeSummary,
  vacuumAfterVolume,
} from "./volume.js";
