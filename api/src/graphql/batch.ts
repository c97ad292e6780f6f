import type { Context } from "../context.js";

// Per-request batching for fields that need a query per parent (counts, ratings, "saved?"): the
// keys asked for before the next turn of the event loop share one query, so a page of twenty
// items costs one statement, not twenty. `load` is a service's read function; as DataLoader's
// batch functions do, it answers one value per key, in the keys' order.

export function batchLoader<K, V>(
  load: (ctx: Context, keys: K[]) => Promise<V[]>,
): (ctx: Context, key: K) => Promise<V> {
  const open = new WeakMap<Context, { keys: K[]; values: Promise<Map<K, V>> }>();
  return (ctx, key) => {
    let batch = open.get(ctx);
    if (!batch) {
      const keys: K[] = [];
      const values = new Promise<Map<K, V>>((resolve, reject) => {
        setImmediate(() => {
          open.delete(ctx);
          const distinct = [...new Set(keys)];
          load(ctx, distinct).then(
            (loaded) => resolve(new Map(distinct.map((k, i) => [k, loaded[i] as V]))),
            reject,
          );
        });
      });
      batch = { keys, values };
      open.set(ctx, batch);
    }
    batch.keys.push(key);
    return batch.values.then((values) => values.get(key) as V);
  };
}
