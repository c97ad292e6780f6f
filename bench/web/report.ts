// Turns a Lighthouse result into the few lines that explain a missed target: the LCP element and
// its phases, the longest request chain, and every displayed diagnostic Lighthouse scores poorly.
import type { Result } from "lighthouse";

type Audit = Result["audits"][string];
type Item = Record<string, unknown>;
interface ChainNode {
  url: string;
  navStartToEndTime: number;
  isLongest?: boolean;
  children?: Record<string, ChainNode>;
}

const shortUrl = (url: unknown) => {
  if (typeof url !== "string") return String(url);
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
};

/** The table a details object holds, also inside Lighthouse's "list" details. */
function tables(details: Audit["details"]): Item[][] {
  if (!details) return [];
  const value = details as { type: string; items?: unknown[] };
  if (value.type === "list") {
    return (value.items ?? []).flatMap((item) => tables(item as Audit["details"]));
  }
  if (value.type === "table" || value.type === "opportunity") {
    return [(value.items ?? []) as Item[]];
  }
  return [];
}

function describeItem(item: Item): string {
  const node = item.node as { selector?: string } | undefined;
  let subject = node?.selector ?? "";
  if (item.url !== undefined) subject = shortUrl(item.url);
  if (typeof item.statistic === "string") subject = item.statistic;
  const figures: string[] = [];
  const value = (item.value as { value?: unknown } | undefined)?.value;
  if (typeof value === "number") figures.push(String(value));
  if (typeof item.wastedBytes === "number") {
    const of = item.totalBytes ? ` of ${kiB(Number(item.totalBytes))}` : "";
    figures.push(`saves ${kiB(item.wastedBytes)}${of}`);
  } else if (typeof item.totalBytes === "number") figures.push(kiB(item.totalBytes));
  if (typeof item.wastedMs === "number") figures.push(`${item.wastedMs.toFixed(0)} ms`);
  if (typeof item.scripting === "number") figures.push(`${item.scripting.toFixed(0)} ms scripting`);
  if (typeof item.duration === "number") figures.push(`${item.duration.toFixed(0)} ms`);
  if (typeof item.score === "number") figures.push(`shift ${item.score.toFixed(3)}`);
  if (typeof item.groupLabel === "string") subject = item.groupLabel;
  return [subject, figures.join(", ")].filter(Boolean).join(": ");
}

const kiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function lcpElement(lhr: Result): string {
  const [elements = [], phases = []] = tables(
    lhr.audits["largest-contentful-paint-element"]?.details,
  );
  const node = elements[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
  if (!node) return "none recorded";
  const label = (node.nodeLabel ?? "").slice(0, 60);
  const split = phases
    .map((phase) => `${phase.phase} ${Number(phase.timing).toFixed(0)} ms`)
    .join(", ");
  return `${node.selector} "${label}"${split ? ` (${split})` : ""}`;
}

function longestChain(lhr: Result): string {
  const details = lhr.audits["network-dependency-tree-insight"]?.details as
    | { items?: { value?: { type?: string; chains?: Record<string, ChainNode> } }[] }
    | undefined;
  let chains = details?.items?.find((item) => item.value?.type === "network-tree")?.value?.chains;
  const steps: string[] = [];
  while (chains) {
    const next: ChainNode | undefined =
      Object.values(chains).find((node) => node.isLongest) ?? Object.values(chains)[0];
    if (!next) break;
    steps.push(`${shortUrl(next.url)} (${next.navStartToEndTime.toFixed(0)} ms)`);
    chains = next.children && Object.keys(next.children).length > 0 ? next.children : undefined;
  }
  return steps.join(" → ");
}

/** What Lighthouse blames: lines to print under a page that misses a target. */
export function diagnose(lhr: Result): string[] {
  const lines = [`LCP element: ${lcpElement(lhr)}`];
  const chain = longestChain(lhr);
  if (chain) lines.push(`longest request chain (real times, unthrottled): ${chain}`);
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== "diagnostics" || ref.id === "largest-contentful-paint-element") continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    lines.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
    for (const item of (tables(audit.details)[0] ?? []).slice(0, 3)) {
      lines.push(`    ${describeItem(item)}`);
    }
  }
  return lines;
}
