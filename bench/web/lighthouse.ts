// One Lighthouse run of a page with its default config (mobile form factor, simulated throttling)
// in Debian's Chromium, reduced to the figures the web benchmark prints.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Artifacts, type Result } from "lighthouse";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium.js";

const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");

export interface Script {
  url: string;
  /** gzip -9 of the script's source, as compress-dist writes its .gz beside it. */
  gzipBytes: number;
  /** What went over the wire in this run (brotli when accepted). */
  transferBytes: number;
  beforeInteractive: boolean;
}

export interface PageRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttiMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the start of the run. */
  benchmarkIndex: number;
  transferBytes: number;
  scripts: Script[];
  /** The simulated chain of requests and main-thread work LCP waits for. */
  lcpPath: string;
  /** Set when the run did not get the app as built: web/dist was being rebuilt meanwhile. */
  servingProblem: string | null;
  lhr: Result;
  report: string;
}

export function launchChrome(): Promise<LaunchedChrome> {
  // The benchmark's own SIGINT handler kills Chrome and then stops the app server; chrome-launcher's
  // would exit the process before the server is stopped.
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
}

/** "Chrome/156.0.8078.79": the user agent Lighthouse records says 156.0.0.0. */
export async function browserVersion(chrome: LaunchedChrome): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser } = (await response.json()) as { Browser?: string };
  return Browser ?? "unknown";
}

const gzip = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length;

/**
 * gzip -9 of the script as the page received it (compress-dist writes its .gz siblings the same
 * way): the source Chromium parsed, or for a script that never ran (a modulepreload nobody
 * imported) the file in web/dist.
 */
function gzipBytesOf(url: string, artifacts: Artifacts): number {
  const content = artifacts.Scripts.find((script) => script.url === url)?.content;
  if (content !== undefined) return gzip(content);
  const file = path.join(WEB_DIST, new URL(url).pathname);
  if (!file.startsWith(WEB_DIST + path.sep) || !fs.existsSync(file)) {
    throw new Error(`no source for ${url}: web/dist was rebuilt during the benchmark`);
  }
  return gzip(fs.readFileSync(file));
}

interface NetworkRequestItem {
  url: string;
  statusCode?: number;
  transferSize?: number;
  mimeType?: string;
  resourceType?: string;
}

function isJavaScript(request: { url: string; mimeType?: string; resourceType?: string }) {
  return (
    request.resourceType === "Script" ||
    /javascript/.test(request.mimeType ?? "") ||
    /\.m?js$/.test(new URL(request.url).pathname)
  );
}

type Simulation = Awaited<ReturnType<typeof LanternInteractive.request>>["pessimisticEstimate"];
type SimulatedNode = Simulation["nodeTimings"] extends Map<infer N, unknown> ? N : never;

/** Lantern leaves these out of LCP: images the browser fetched at low priority (off screen). */
const countsForLcp = (node: SimulatedNode) =>
  node.type === "cpu" ||
  node.request.resourceType !== "Image" ||
  !["Low", "VeryLow"].includes(node.request.priority);

/**
 * The chain of requests and main-thread work that LCP waits for in a simulation: walks back from
 * the node that ends last (as Lantern's LCP estimate takes it) through the dependency that
 * finished last. This is what a faster page must shorten.
 */
function criticalPath({ nodeTimings }: Simulation): string {
  const endOf = (node: SimulatedNode) => nodeTimings.get(node)?.endTime ?? -1;
  const latest = (nodes: SimulatedNode[]) =>
    nodes.reduce<SimulatedNode | undefined>(
      (best, node) => (best === undefined || endOf(node) > endOf(best) ? node : best),
      undefined,
    );
  const chain: SimulatedNode[] = [];
  for (let node = latest([...nodeTimings.keys()].filter(countsForLcp)); node; ) {
    chain.unshift(node);
    node = latest(node.getDependencies().filter((dependency) => nodeTimings.has(dependency)));
  }
  const steps: string[] = [];
  let cpuMs = 0;
  for (const node of chain) {
    const timing = nodeTimings.get(node);
    if (!timing) continue;
    if (node.type === "cpu") {
      cpuMs += timing.duration;
      continue;
    }
    if (cpuMs > 0) steps.push(`main thread ${cpuMs.toFixed(0)} ms`);
    cpuMs = 0;
    const name = path.basename(new URL(node.request.url).pathname) || "/";
    steps.push(`${name} ${timing.startTime.toFixed(0)}–${timing.endTime.toFixed(0)} ms`);
  }
  if (cpuMs > 0) steps.push(`main thread ${cpuMs.toFixed(0)} ms`);
  return steps.join(" → ");
}

/**
 * Lighthouse's simulation of the slow phone, recomputed from the run's trace (the report keeps
 * only its results): which scripts start before Time to Interactive, and the critical path to
 * LCP. Both use the pessimistic estimate, which replays every request of the load (the
 * optimistic one drops some), and compare times on its clock only; the run's real request times
 * are from an unthrottled load and cannot be set against simulated metrics.
 */
async function simulate(artifacts: Artifacts, lhr: Result) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map() };
  const interactive = await LanternInteractive.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  for (const [id, metric] of [
    ["interactive", interactive],
    ["largest-contentful-paint", lcp],
  ] as const) {
    const reported = lhr.audits[id]?.numericValue ?? Number.NaN;
    if (Math.abs(metric.timing - reported) > 1) {
      throw new Error(`recomputed ${id} ${metric.timing} ms differs from the report's ${reported}`);
    }
  }
  const { timeInMs, nodeTimings } = interactive.pessimisticEstimate;
  const beforeInteractive = new Set<string>();
  for (const [node, timing] of nodeTimings) {
    if (node.type !== "network" || timing.startTime >= timeInMs) continue;
    if (isJavaScript(node.request)) beforeInteractive.add(node.request.url);
  }
  return { beforeInteractive, lcpPath: criticalPath(lcp.pessimisticEstimate) };
}

/**
 * A rebuild of web/dist (vite empties it, compress-dist writes the .br/.gz files after) shows as
 * missing files or scripts sent uncompressed; such a run measures a broken deployment.
 */
function servingProblem(
  origin: string,
  requests: NetworkRequestItem[],
  scripts: Script[],
): string | null {
  const failed = requests.find(
    (request) => new URL(request.url).origin === origin && (request.statusCode ?? 0) >= 400,
  );
  if (failed) return `${new URL(failed.url).pathname} answered ${failed.statusCode}`;
  // Headers add a few hundred bytes to each response; a raw script is 3-4 times its gzip size.
  const raw = scripts.find((script) => script.transferBytes > script.gzipBytes * 1.5 + 1000);
  if (raw) return `${new URL(raw.url).pathname} was sent uncompressed`;
  return null;
}

export async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "html",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse has no ${id} for ${url}`);
    return value;
  };

  const origin = new URL(url).origin;
  const details = lhr.audits["network-requests"]?.details as
    | { items: NetworkRequestItem[] }
    | undefined;
  if (!details) throw new Error(`Lighthouse recorded no network requests for ${url}`);
  const requests = details.items;
  const { beforeInteractive, lcpPath } = await simulate(artifacts, lhr);
  const scripts = new Map<string, Script>();
  for (const request of requests) {
    if (!isJavaScript(request)) continue;
    const known = scripts.get(request.url);
    const transferBytes = (known?.transferBytes ?? 0) + (request.transferSize ?? 0);
    scripts.set(request.url, {
      url: request.url,
      gzipBytes: known?.gzipBytes ?? gzipBytesOf(request.url, artifacts),
      transferBytes,
      beforeInteractive: beforeInteractive.has(request.url),
    });
  }

  return {
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    ttiMs: numeric("interactive"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    transferBytes: numeric("total-byte-weight"),
    scripts: [...scripts.values()],
    lcpPath,
    servingProblem: servingProblem(origin, requests, [...scripts.values()]),
    lhr,
    report: typeof result.report === "string" ? result.report : result.report.join(""),
  };
}

export interface AppliedRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * The same page under applied throttling (Chromium itself slows the network and the CPU), as a
 * second opinion. Simulated throttling replays the order of events of an unthrottled load: on
 * this machine every script has arrived and run before the first paint, so it takes a
 * server-rendered page's first paint to depend on its JavaScript. Applied throttling watches
 * the page paint before the scripts arrive, as a phone would.
 */
export async function runApplied(url: string, chrome: LaunchedChrome): Promise<AppliedRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod: "devtools",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
  };
}
