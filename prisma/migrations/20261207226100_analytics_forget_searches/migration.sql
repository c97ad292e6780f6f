-- Erasing an account takes its searches that found nothing out of the platform analytics'
-- roll-ups (20261207220000_platform_analytics), before its search log rows go: those roll-ups
-- keep the words searched, and a person's words (their own name, say) must not outlive them.
-- Each of their keys is folded with the rest of its rows, minus their count; a key only they
-- searched is gone. One folder at a time with the compactor (the same lock, waited for).
CREATE FUNCTION "platform_analytics_forget_searches"(person integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('platform_analytics_compact'));

  WITH mine AS (
    SELECT "platform_analytics_india_day"(l."created_at") AS "day",
      coalesce("platform_analytics_place_state"(l."location"), '') AS "state",
      "platform_analytics_search_dim"(l."query", l."location") AS "dim", count(*)::int AS "n"
    FROM "search_logs" l
    WHERE l."user_id" = person AND l."result_count" = 0
    GROUP BY 1, 2, 3
  ), gone AS (
    DELETE FROM "platform_analytics_days" c USING mine m
    WHERE c."metric" = 'empty_search' AND c."day" = m."day" AND c."state" = m."state"
      AND c."dim" = m."dim"
    RETURNING c."day", c."state", c."dim", c."n"
  )
  INSERT INTO "platform_analytics_days" ("metric", "day", "state", "dim", "n", "folded")
  SELECT 'empty_search', g."day", g."state", g."dim", sum(g."n") - max(m."n"), true
  FROM gone g JOIN mine m USING ("day", "state", "dim")
  GROUP BY g."day", g."state", g."dim"
  HAVING sum(g."n") - max(m."n") > 0;

  WITH mine AS (
    SELECT coalesce("platform_analytics_place_state"(l."location"), '') AS "state",
      "platform_analytics_search_dim"(l."query", l."location") AS "dim", count(*)::int AS "n"
    FROM "search_logs" l
    WHERE l."user_id" = person AND l."result_count" = 0
    GROUP BY 1, 2
  ), gone AS (
    DELETE FROM "platform_analytics_totals" c USING mine m
    WHERE c."metric" = 'empty_search' AND c."state" = m."state" AND c."dim" = m."dim"
    RETURNING c."state", c."dim", c."n"
  )
  INSERT INTO "platform_analytics_totals" ("metric", "state", "dim", "n", "folded")
  SELECT 'empty_search', g."state", g."dim", sum(g."n") - max(m."n"), true
  FROM gone g JOIN mine m USING ("state", "dim")
  GROUP BY g."state", g."dim"
  HAVING sum(g."n") - max(m."n") > 0;
END $$;
