import type { Context } from "../context.js";

// Per-request batching for fields that need a query per parent (counts, ratings, "saved?"): the
// keys asked for before the next turn of the event loop share one query, so a page of twenty
// items costs one statement, not twenty.

export function batchLoader<K, V>(
  load: (ctx: Context, keys: K[]) => Promise<Map<K, V>>,
  missing: (key: K) => V,
): (ctx: Context, key: K) => Promise<V> {
  const open = new WeakMap<Context, { keys: K[]; values: Promise<Map<K, V>> }>();
  return (ctx, key) => {
    let batch = open.get(ctx);
    if (!batch) {
      const keys: K[] = [];
      const values = new Promise<Map<K, V>>((resolve, reject) => {
        setImmediate(() => {
          open.delete(ctx);
          load(ctx, [...new Set(keys)]).then(resolve, reject);
        });
      });
      batch = { keys, values };
      open.set(ctx, batch);
    }
    batch.keys.push(key);
    return batch.values.then((values) => (values.has(key) ? (values.get(key) as V) : missing(key)));
  };
}
