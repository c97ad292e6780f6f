export { DEMO_ACCOUNTS } from "./accounts.js";
export { type DemoSummary, seedDemo } from "./demo.js";
export type { Database } from "./insert.js";
export { isDatabaseEmpty, resetDatabase } from "./reset.js";
export { seedVolume, type VolumeOptions, type VolumeSummary } from "./volume.js";
