import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/format";
import { placeName, tradeName } from "../../lib/place";
import { displayField, EMPTY_FIELD } from "../../lib/recent-searches";
import { BriefcaseIcon, ClockIcon, MapPinIcon, UserIcon } from "../icons";
import type { SearchOption } from "./search-options";
import type { Suggestion } from "./suggestions";

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
  if (kind === "CITY" || kind === "STATE") return <MapPinIcon size={20} />;
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
  const { kind, text, state, jobCount } = option.suggestion;
  const kindLabel = kind === "%future added value" ? "" : t(`kind.${kind}`);
  // The option's text stays what the search sends (the canonical name); it is shown in the
  // reader's script where the names map knows it.
  const shown =
    kind === "CITY" || kind === "STATE"
      ? placeName(t, text)
      : kind === "SKILL"
        ? tradeName(t, text)
        : text;
  return (
    <>
      <span className="search-option__icon">
        <SuggestionIcon kind={kind} />
      </span>
      <span className="search-option__text">
        <span className="search-option__main">{shown}</span>
        <span className="search-option__meta">
          {[
            kindLabel,
            state && placeName(t, state),
            t("suggestions.openJobs", { count: jobCount, formatted: formatNumber(jobCount) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
    </>
  );
}
