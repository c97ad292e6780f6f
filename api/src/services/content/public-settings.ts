import type { MarketingFigure, PublicSettings } from "@kaamsetu/shared/public-settings";
import type pg from "pg";
import {
  COMMUNITY_URL_SETTING,
  HIRED_STATUSES,
  MARKETING_FIGURES,
  MARKETING_FIGURES_CACHE_MS,
  type MarketingFigureKey,
  PUBLIC_SETTINGS_CACHE_MS,
  SUPPORT_PHONE_SETTING,
  SUPPORT_WHATSAPP_URL_SETTING,
} from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { log } from "../../log.js";
import { settingValue } from "../admin/setting-catalogue.js";
import { platformStats } from "../admin/stats.js";

// What every visitor's pages show from the platform settings:
// the support contacts (null while unset: the pages leave them out) and the landing page's
// marketing figures. Anyone may read them (GraphQL `publicSettings`, REST GET /settings/public/),
// and the server-drawn pages carry them (http/ssr/render.ts), so the browser never asks for them there.
//
// A figure is the real number (the back office's own counts, stats.ts) once that passes the
// figure's threshold (constants.ts MARKETING_FIGURES), else the admin's target from the
// settings, flagged `isTarget` so the page says "Our goal: ...": the page never states a number
// the database contradicts as if it were a fact.
//
// Both are read at most once per PUBLIC_SETTINGS_CACHE_MS (the settings, one small read) and
// MARKETING_FIGURES_CACHE_MS (the counts, which read whole tables) per process, never per
// request; a stale value is served while the next one is read, so no visitor waits on the counts
// but the first. A settings change in this process forgets the cached settings at once.

type Db = Pick<Prisma.TransactionClient, "setting">;
type Pool = Pick<pg.Pool, "query">;

export type FigureThresholds = Record<MarketingFigureKey, number>;

export const DEFAULT_THRESHOLDS: FigureThresholds = Object.fromEntries(
  Object.entries(MARKETING_FIGURES).map(([key, figure]) => [key, figure.threshold]),
) as FigureThresholds;

/** The real numbers behind the figures, and what each threshold is compared with. */
export interface RealFigures {
  values: Record<MarketingFigureKey, number>;
  /** What decides whether a figure is big enough: the same as values, but applications for the rate. */
  sizes: Record<MarketingFigureKey, number>;
}

const HIRED_SQL = HIRED_STATUSES.map((status) => `'${status.toLowerCase()}'`).join(", ");

/**
 * The real figures now: workers and employers (accounts not erased) and the placement rate as
 * the back office counts them (stats.ts), cities and states with an open job or a worker (names
 * compared without case or surrounding spaces), and families supported (workers hired at least
 * once).
 */
export async function realFigures(pool: Pool): Promise<RealFigures> {
  const [stats, { rows }] = await Promise.all([
    platformStats(pool),
    pool.query<{ cities: number; states: number; families: number }>({
      name: "public-marketing-figures",
      text: `WITH places AS (
         SELECT lower(btrim(state)) AS state, lower(btrim(city)) AS city FROM jobs
           WHERE status = 'active' AND moderation_status = 'approved'
         UNION
         SELECT lower(btrim(state)), lower(btrim(city)) FROM users
           WHERE user_type = 'labour' AND erased_at IS NULL
       )
       SELECT
         (SELECT count(DISTINCT (state, city))::int FROM places
            WHERE city <> '' AND state <> '') AS cities,
         (SELECT count(DISTINCT state)::int FROM places WHERE state <> '') AS states,
         (SELECT count(DISTINCT labour_id)::int FROM applications
            WHERE status IN (${HIRED_SQL})) AS families`,
    }),
  ]);
  const row = rows[0] ?? { cities: 0, states: 0, families: 0 };
  const count = (type: "LABOUR" | "EMPLOYER") =>
    stats.users.byType.find((entry) => entry.userType === type)?.count ?? 0;
  const values = {
    workers: count("LABOUR"),
    employers: count("EMPLOYER"),
    cities: row.cities,
    placementRatePercent: Math.round(stats.placementRate * 100),
    families: row.families,
    states: row.states,
  };
  return { values, sizes: { ...values, placementRatePercent: stats.applications.total } };
}

/** Each figure: the real number where it passes its threshold, else the target, flagged. */
export function marketingFigures(
  real: RealFigures,
  targets: Record<MarketingFigureKey, number>,
  thresholds: FigureThresholds = DEFAULT_THRESHOLDS,
): MarketingFigure[] {
  return (Object.keys(MARKETING_FIGURES) as MarketingFigureKey[]).map((key) =>
    real.sizes[key] >= thresholds[key]
      ? { key, value: real.values[key], isTarget: false }
      : { key, value: targets[key], isTarget: true },
  );
}

/** The public settings' values from the settings table (malformed or unset: the default). */
async function readValues(prisma: Db) {
  const figureKeys = Object.values(MARKETING_FIGURES).map((figure) => figure.setting as string);
  const keys = [
    SUPPORT_PHONE_SETTING,
    SUPPORT_WHATSAPP_URL_SETTING,
    COMMUNITY_URL_SETTING,
    ...figureKeys,
  ];
  const rows = await prisma.setting.findMany({ where: { key: { in: keys } } });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const value = (key: string) => settingValue(key, stored.get(key));
  const text = (key: string) => {
    const found = value(key);
    return typeof found === "string" ? found : null;
  };
  const targets = Object.fromEntries(
    (Object.keys(MARKETING_FIGURES) as MarketingFigureKey[]).map((key) => {
      const found = value(MARKETING_FIGURES[key].setting);
      return [key, typeof found === "number" ? found : MARKETING_FIGURES[key].target];
    }),
  ) as Record<MarketingFigureKey, number>;
  return {
    supportPhone: text(SUPPORT_PHONE_SETTING),
    supportWhatsappUrl: text(SUPPORT_WHATSAPP_URL_SETTING),
    communityUrl: text(COMMUNITY_URL_SETTING),
    targets,
  };
}

interface Cached<T> {
  value?: T;
  at: number;
  pending?: Promise<T>;
}

/** `load`'s value, read again when older than `ttlMs`; a stale one is served meanwhile. */
async function cachedRead<T>(entry: Cached<T>, ttlMs: number, load: () => Promise<T>) {
  const fresh = entry.value !== undefined && Date.now() - entry.at < ttlMs;
  if (fresh) return entry.value as T;
  if (!entry.pending) {
    const pending = load().then(
      (value) => {
        entry.value = value;
        entry.at = Date.now();
        return value;
      },
      (error: unknown) => {
        if (entry.value === undefined) throw error;
        log.warn("public settings: reading again failed; the last ones stay", {
          error: String(error),
        });
        return entry.value;
      },
    );
    entry.pending = pending;
    void pending
      .finally(() => {
        if (entry.pending === pending) entry.pending = undefined;
      })
      .catch(() => undefined);
  }
  return entry.value !== undefined ? entry.value : entry.pending;
}

// One cache per database handle: a process has one; tests and benches make their own.
const caches = new WeakMap<
  object,
  { settings: Cached<Awaited<ReturnType<typeof readValues>>>; real: Cached<RealFigures> }
>();

function cacheOf(prisma: object) {
  let cache = caches.get(prisma);
  if (!cache) {
    cache = { settings: { at: 0 }, real: { at: 0 } };
    caches.set(prisma, cache);
  }
  return cache;
}

/** Forgets this process's cached public settings (after an admin changed settings). */
export function forgetPublicSettings(prisma: object): void {
  const cache = caches.get(prisma);
  if (cache) cache.settings = { at: 0 };
}

/**
 * The public settings: cached as said above. `options.thresholds` (tests, benches) chooses
 * other thresholds; `options.fresh` reads everything now, past the cache.
 */
export async function publicSettings(
  services: { prisma: Db & object; pool: Pool },
  options: { thresholds?: FigureThresholds; fresh?: boolean } = {},
): Promise<PublicSettings> {
  const cache = options.fresh ? { settings: { at: 0 }, real: { at: 0 } } : cacheOf(services.prisma);
  const [values, real] = await Promise.all([
    cachedRead(cache.settings, PUBLIC_SETTINGS_CACHE_MS, () => readValues(services.prisma)),
    cachedRead(cache.real, MARKETING_FIGURES_CACHE_MS, () => realFigures(services.pool)),
  ]);
  return {
    supportPhone: values.supportPhone,
    supportWhatsappUrl: values.supportWhatsappUrl,
    communityUrl: values.communityUrl,
    figures: marketingFigures(real, values.targets, options.thresholds),
  };
}
