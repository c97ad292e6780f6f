import { useTranslation } from "react-i18next";
import { BriefcaseIcon, ClockIcon, MapPinIcon, UserIcon } from "../../components/icons";
import { formatNumber } from "../../lib/format";
import { displayField, EMPTY_FIELD, type RecentSearch } from "./recent-searches";
import type { Suggestion } from "./suggestions";
import type { FieldSuggestions, SearchField } from "./use-suggestions";

export type SearchOption =
  | { type: "recent"; key: string; search: RecentSearch }
  | { type: "suggestion"; key: string; suggestion: Suggestion };

/** The list under a field: recent searches while the job field is empty, else suggestions. */
export function fieldOptions(
  field: SearchField,
  value: string,
  recent: readonly RecentSearch[],
  suggestions: FieldSuggestions | null,
): SearchOption[] {
  if (field === "query" && !value.trim()) {
    return recent.map((search) => ({
      type: "recent",
      key: `${search.query}|${search.location}`,
      search,
    }));
  }
  if (suggestions?.field !== field || !value.trim()) return [];
  return suggestions.items.map((suggestion) => ({
    type: "suggestion",
    key: `${suggestion.kind}|${suggestion.text}`,
    suggestion,
  }));
}

/**
 * A field a recent search left empty: the dash SPEC section 2 asks for, read out as words so a
 * screen reader does not say "em dash".
 */
export function SearchTermText({ value, emptyLabel }: { value: string; emptyLabel: string }) {
  const text = displayField(value);
  return text !== EMPTY_FIELD ? (
    text
  ) : (
    <>
      <span aria-hidden="true">{EMPTY_FIELD}</span>
      <span className="visually-hidden">{emptyLabel}</span>
    </>
  );
}

function SuggestionIcon({ kind }: { kind: Suggestion["kind"] }) {
  if (kind === "CITY") return <MapPinIcon size={20} />;
  if (kind === "SKILL") return <UserIcon size={20} />;
  return <BriefcaseIcon size={20} />;
}

export function SearchOptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation("search");
  if (option.type === "recent") {
    const { query, location } = option.search;
    return (
      <>
        <span className="search-option__icon">
          <ClockIcon size={20} />
        </span>
        <span className="search-option__text">
          <span className="search-option__main">
            <SearchTermText value={query} emptyLabel={t("recent.anyJob")} />
          </span>
          <span className="search-option__meta">
            <MapPinIcon size={14} />
            <SearchTermText value={location} emptyLabel={t("recent.anyLocation")} />
          </span>
        </span>
      </>
    );
  }
  const { kind, text, jobCount } = option.suggestion;
  const kindLabel = kind === "%future added value" ? "" : t(`kind.${kind}`);
  return (
    <>
      <span className="search-option__icon">
        <SuggestionIcon kind={kind} />
      </span>
      <span className="search-option__text">
        <span className="search-option__main">{text}</span>
        <span className="search-option__meta">
          {[
            kindLabel,
            t("suggestions.openJobs", { count: jobCount, formatted: formatNumber(jobCount) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
    </>
  );
}
