// Writes shared/locales/<lng>/names.json, the names map the web loads per language
// (shared/src/display-names.ts says why): run `npx tsx scripts/display-names.ts` after changing
// the places or trades tables; shared/src/display-names.test.ts fails until it is run.
import { mkdirSync, writeFileSync } from "node:fs";
import { DISPLAY_NAME_LANGUAGES, displayNames } from "../shared/src/display-names.js";

for (const language of DISPLAY_NAME_LANGUAGES) {
  const folder = new URL(`../shared/locales/${language}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    new URL("names.json", folder),
    `${JSON.stringify(displayNames(language), null, 2)}\n`,
  );
}
