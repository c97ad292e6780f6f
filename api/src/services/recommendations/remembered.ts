/**
 * A pure function's answers by text, kept: every list scores a few hundred candidates, whose
 * titles, skills and places come back job after job and list after list (bench:recommendations:
 * the trades of a job's texts were most of scoring's time). Bounded: emptied when full.
 */
export function remembered<T>(compute: (text: string) => T, max = 20_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = compute(text);
      if (known.size >= max) known.clear();
      known.set(text, value);
    }
    return value;
  };
}
