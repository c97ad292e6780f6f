import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createMetrics, METRIC_NAMES } from "./metrics.js";
import { ROOT } from "./paths.js";

// The Grafana dashboard in deploy/ reads only metrics this registry exports: a renamed metric
// fails here, not on an operator's blank panel.

const DASHBOARD = path.join(ROOT, "deploy/grafana-dashboard.json");

// Never connected: listing the registry's metrics runs no query.
const pool = new pg.Pool({ connectionString: "postgresql://nobody@127.0.0.1:1/none" });
afterAll(() => pool.end());

/** A histogram's series carry these suffixes on its name. */
const baseName = (name: string) => name.replace(/_(bucket|count|sum)$/, "");

interface Panel {
  title: string;
  targets?: { expr?: string; refId?: string }[];
}

describe("deploy/grafana-dashboard.json", () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as {
    title: string;
    uid: string;
    schemaVersion: number;
    panels: Panel[];
    templating: { list: { name: string; query: unknown }[] };
  };
  const exported = new Set(
    createMetrics(pool)
      .registry.getMetricsAsArray()
      .map((metric) => metric.name),
  );
  const expressions = [
    ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr ?? "")),
    ...dashboard.templating.list.map((variable) => String(variable.query)),
  ];
  const used = new Set(
    expressions.flatMap((expr) =>
      [...expr.matchAll(/\b((?:kaamsetu|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? ""),
    ),
  );

  it("is a dashboard with panels that each query something", () => {
    expect(dashboard).toMatchObject({ title: expect.any(String), uid: "kaamsetu-api" });
    expect(dashboard.schemaVersion).toBeGreaterThan(30);
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).toBeTruthy();
    }
  });

  it("uses only metric names the registry exports", () => {
    expect(used.size).toBeGreaterThan(10);
    expect([...used].map(baseName).filter((name) => !exported.has(name))).toEqual([]);
  });

  it("shows every metric of ours", () => {
    const shown = new Set([...used].map(baseName));
    expect(Object.values(METRIC_NAMES).filter((name) => !shown.has(name))).toEqual([]);
  });
});
