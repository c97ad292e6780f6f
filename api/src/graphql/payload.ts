import type { OutputRef } from "@pothos/core";
import { AppError } from "../errors.js";
import { builder } from "./builder.js";

// What a mutation answers (CONVENTIONS: `verbNoun(...): VerbNounResult`): the union `name` of
// its payload and AppError, and the common payload that carries the one node it changed.

/** A mutation's `errors` option: its result is the union `name` of its payload and AppError. */
export const resultUnion = (name: string) => ({
  types: [AppError],
  directResult: true,
  union: { name },
});

/** A payload `name` whose field `key` is the node the mutation changed. */
export function nodePayload<Key extends string, Shape>(
  name: string,
  key: Key,
  type: OutputRef<Shape>,
) {
  return builder.objectRef<Record<Key, Shape>>(name).implement({
    fields: (t) => ({
      [key]: t.field({
        type,
        nullable: false,
        // Pothos cannot reduce its resolver type for a generic Shape; it is Shape itself.
        resolve: (payload) => payload[key] as never,
      }),
    }),
  });
}
