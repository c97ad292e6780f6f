import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// Relay as the app ships it, about 10 kB gzip less on every data page:
// - "react-relay" is build/react-relay-hooks.js, only the hooks the app uses, and
//   "relay-runtime" is build/relay-runtime.js, only what those hooks and the app use;
// - three of react-relay's modules pick an implementation at run time from a Relay feature flag
//   that is on by default (ENABLE_ACTIVITY_COMPATIBILITY) and that the app never turns off; the
//   build takes the chosen one directly, so the one that can never run is not shipped.
// web/src/relay/relay-build.test.ts checks the flag and that relay-runtime.js has every name
// react-relay reads, so a Relay upgrade that changes either fails the tests, not the app.

const require = createRequire(path.join(import.meta.dirname, "relay-hooks.ts"));
const HOOKS_ENTRY = path.join(import.meta.dirname, "react-relay-hooks.js");
const RUNTIME_ENTRY = path.join(import.meta.dirname, "relay-runtime.js");
const RELAY_HOOKS_DIR = path.dirname(require.resolve("react-relay/lib/relay-hooks/useFragment.js"));
/** Modules that branch on ENABLE_ACTIVITY_COMPATIBILITY, and the branch it selects. */
export const FLAGGED = new Map([
  ["./useFragmentInternal", "useFragmentInternal_EXPERIMENTAL.js"],
  ["./useLoadMoreFunction", "useLoadMoreFunction_EXPERIMENTAL.js"],
  ["./useQueryLoader", "useQueryLoader_EXPERIMENTAL.js"],
]);

export function relayHooks(): Plugin {
  return {
    name: "kaamsetu:relay-hooks",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "react-relay") return HOOKS_ENTRY;
      if (source === "relay-runtime") return RUNTIME_ENTRY;
      const chosen = FLAGGED.get(source);
      if (chosen && importer && path.dirname(importer) === RELAY_HOOKS_DIR) {
        return path.join(RELAY_HOOKS_DIR, chosen);
      }
      return null;
    },
  };
}
