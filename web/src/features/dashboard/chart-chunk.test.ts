import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// uPlot (about 23 kB gzipped) reaches the browser only with a chart (the employer's analytics,
// the back office's overview): one module imports it, and that module is only ever imported
// dynamically, so the bundler puts both in a chunk of their own that no visitor page and no
// other dashboard page loads.

const SRC = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the chart's chunk", () => {
  const files = sources(SRC).map((file) => ({
    file: path.relative(SRC, file),
    text: fs.readFileSync(file, "utf8"),
  }));

  it("is the only module that imports uPlot", () => {
    const importers = files.filter(({ text }) => /from "uplot|import\("uplot|"uplot\//.test(text));
    expect(importers.map(({ file }) => file)).toEqual(["components/DayChart.tsx"]);
  });

  it("is imported only lazily", () => {
    const mentions = files.filter(({ text }) => /["'][./]*(components\/)?DayChart["']/.test(text));
    expect(mentions.map(({ file }) => file).sort()).toEqual([
      "features/admin/AdminAnalyticsTrend.tsx",
      "features/admin/AdminOverviewTimeline.tsx",
      "features/dashboard/AnalyticsPanel.tsx",
    ]);
    for (const { text } of mentions) {
      expect(text).toMatch(/import\("\.\.\/\.\.\/components\/DayChart"\)/);
      expect(text).not.toMatch(/from "[./]*(components\/)?DayChart"/);
    }
  });
});
