import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.js";

// Subscriptions answer with server-sent events. A buffering proxy in front (nginx by default)
// would hold each event back until its buffer fills; this header asks it to pass them on at once.

export function eventStreamHeaders(): Plugin<Context> {
  return {
    onResponse({ response }) {
      if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
        response.headers.set("x-accel-buffering", "no");
      }
    },
  };
}
