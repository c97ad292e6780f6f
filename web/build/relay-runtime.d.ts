// Types for build/relay-runtime.js: the names it exports are relay-runtime's own.
export * from "relay-runtime";
