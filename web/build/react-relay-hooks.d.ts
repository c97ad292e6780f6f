// Types for build/react-relay-hooks.js: the names it exports are react-relay's own.
export * from "react-relay";
