/** `text` with every occurrence of `phrases` (any case) marked, as the shield matched them. */
export function Highlighted({ text, phrases }: { text: string; phrases: readonly string[] }) {
  const wanted = phrases.filter(Boolean);
  if (!wanted.length) return <>{text}</>;
  const escaped = wanted.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const parts = text.split(new RegExp(`(${escaped.join("|")})`, "gi"));
  const lower = new Set(wanted.map((phrase) => phrase.toLowerCase()));
  return (
    <>
      {parts.map((part, index) =>
        lower.has(part.toLowerCase()) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <mark key={index}>{part}</mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
