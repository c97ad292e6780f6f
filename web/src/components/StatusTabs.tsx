import "./status-tabs.css";
import { useRef } from "react";
import { Link } from "react-router";
import { useActiveInView } from "../lib/use-active-in-view";

/**
 * A list's status filter as links (the filter lives in the address): "All" first, the current
 * one marked for assistive technology too. A row too wide for a phone scrolls sideways, and
 * scrolls to show the current one.
 */
export function StatusTabs<F extends string>({
  label,
  filters,
  current,
  pathOf,
  textOf,
}: {
  /** The navigation landmark's name. */
  label: string;
  filters: readonly F[];
  current: F | null;
  /** Where a tab goes; null: all. */
  pathOf: (filter: F | null) => string;
  textOf: (filter: F | null) => string;
}) {
  const tabs = [null, ...filters];
  const strip = useRef<HTMLElement>(null);
  useActiveInView(strip);
  return (
    <nav aria-label={label} className="status-tabs" ref={strip}>
      <ul className="status-tabs__list">
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link
              to={pathOf(tab)}
              className="status-tabs__tab"
              aria-current={tab === current ? "page" : undefined}
            >
              {textOf(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
