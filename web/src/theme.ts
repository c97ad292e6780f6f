// No imports: the build (web/build/pwa.ts) reads this file while Vite loads its config, where
// only relative imports are bundled and a package's TypeScript cannot be loaded.

/** The app's colour: the browser's bar (index.html's theme-color) and the installed app's. */
export const THEME_COLOR = "#0f766e";
