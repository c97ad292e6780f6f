import "./search-bar.css";
import {
  type CSSProperties,
  type FormEvent,
  type JSX,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SEARCH_ANIMATION_MS } from "../../config";
import {
  addRecentSearch,
  clearRecentSearches,
  type SearchTerms,
  useRecentSearches,
} from "../../lib/recent-searches";
import { FIELD_PARAMS, JOBS_LIST_PATH, jobsSearchPath } from "../../lib/search-path";
import { BriefcaseIcon, MapPinIcon, SearchIcon } from "../icons";
import { useDismiss } from "../use-dismiss";
import { QuickChips } from "./QuickChips";
import { SearchField } from "./SearchField";
import { fieldOptions, loadSearchOptionLook, type SearchOption } from "./search-options";
import { type SearchField as Field, loadSuggestions, useSuggestions } from "./use-suggestions";

export type SearchBarProps = {
  /** hero: big, on the landing page; page: on /jobs and /search. */
  variant?: "hero" | "page";
  defaultQuery?: string;
  defaultLocation?: string;
  autoFocus?: boolean;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Job (role or skill) and location search with server suggestions, recent searches and quick
 * chips. At least one field must be filled; the search opens /jobs with the filled ones.
 */
export function SearchBar({
  variant = "page",
  defaultQuery = "",
  defaultLocation = "",
  autoFocus = false,
}: SearchBarProps): JSX.Element {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const errorId = useId();
  const recent = useRecentSearches();
  const { suggestions, request, clear: clearSuggestions } = useSuggestions();

  const [query, setQuery] = useState(defaultQuery);
  const [location, setLocation] = useState(defaultLocation);
  // /jobs passes the URL's words; back and forward change them under a mounted bar.
  const [defaults, setDefaults] = useState({ defaultQuery, defaultLocation });
  if (defaults.defaultQuery !== defaultQuery || defaults.defaultLocation !== defaultLocation) {
    setDefaults({ defaultQuery, defaultLocation });
    setQuery(defaultQuery);
    setLocation(defaultLocation);
  }
  const [invalid, setInvalid] = useState(false);
  const [openField, setOpenField] = useState<Field | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [submitting, setSubmitting] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const queryInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const navigation = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The page's own focus on arrival should not cover it with a list nobody asked for.
  const quietFocus = useRef(false);

  const close = useCallback(() => {
    setOpenField(null);
    setActiveIndex(-1);
  }, []);
  const inside = useMemo(() => [formRef], []);
  useDismiss(openField !== null, close, inside);

  const focusQuietly = useCallback(() => {
    quietFocus.current = true;
    queryInput.current?.focus();
    quietFocus.current = false;
  }, []);
  useEffect(() => {
    if (autoFocus) focusQuietly();
  }, [autoFocus, focusQuietly]);
  useEffect(() => () => clearTimeout(navigation.current), []);

  const fieldValue = (field: Field) => (field === "query" ? query : location);
  const optionsFor = (field: Field) => fieldOptions(field, fieldValue(field), recent, suggestions);

  const run = (terms: SearchTerms) => {
    if (submitting) return;
    const trimmed = { query: terms.query.trim(), location: terms.location.trim() };
    close();
    clearSuggestions();
    if (!trimmed.query && !trimmed.location) {
      setInvalid(true);
      focusQuietly();
      return;
    }
    setInvalid(false);
    setQuery(trimmed.query);
    setLocation(trimmed.location);
    addRecentSearch(trimmed);
    const path = jobsSearchPath(trimmed);
    if (prefersReducedMotion()) {
      navigate(path);
      return;
    }
    setSubmitting(true);
    navigation.current = setTimeout(() => {
      setSubmitting(false);
      navigate(path);
    }, SEARCH_ANIMATION_MS);
  };

  const setField = (field: Field, value: string) => {
    if (field === "query") setQuery(value);
    else setLocation(value);
    if (value.trim()) setInvalid(false);
  };

  const edit = (field: Field, value: string) => {
    setField(field, value);
    setOpenField(field);
    setActiveIndex(-1);
    request(field, value);
  };

  // A bar the server drew can be typed into before the app takes it over. What the boxes show
  // then becomes the bar's words (with suggestions for the box being typed in), instead of
  // the first render's empty ones.
  // A layout effect: it runs as the app takes over, before a key or tap can reach the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on taking over the page.
  useLayoutEffect(() => {
    for (const field of ["query", "location"] as const) {
      const input = (field === "query" ? queryInput : locationInput).current;
      if (!input || input.value === fieldValue(field)) continue;
      if (document.activeElement === input) edit(field, input.value);
      else setField(field, input.value);
    }
  }, []);

  const choose = (field: Field, option: SearchOption) => {
    if (option.type === "recent") {
      run(option.search);
      return;
    }
    const { kind, text } = option.suggestion;
    // Each box is offered its own kinds; a place still goes to the location box whatever asked.
    const target: Field = kind === "CITY" || kind === "STATE" ? "location" : "query";
    setField(target, text);
    if (target !== field) setField(field, "");
    close();
    clearSuggestions();
  };

  const onKeyDown = (field: Field, event: KeyboardEvent<HTMLInputElement>) => {
    const options = openField === field ? optionsFor(field) : [];
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (openField !== field) {
          const all = optionsFor(field).length;
          setOpenField(field);
          setActiveIndex(all ? (down ? 0 : all - 1) : -1);
        } else if (count) {
          // Wraps around at both ends.
          if (down) setActiveIndex(activeIndex < 0 ? 0 : (activeIndex + 1) % count);
          else setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        }
        return;
      }
      case "Enter": {
        const option = options[activeIndex];
        if (option) {
          event.preventDefault();
          choose(field, option);
        }
        return;
      }
      case "Escape":
        if (openField) {
          event.preventDefault();
          close();
        }
        return;
      case "Tab":
        close();
        return;
    }
  };

  const fieldProps = (field: Field) => {
    const options = optionsFor(field);
    const open = openField === field && options.length > 0;
    return {
      labelHidden: variant === "page",
      value: fieldValue(field),
      name: FIELD_PARAMS[field],
      inputRef: field === "query" ? queryInput : locationInput,
      invalid,
      describedBy: invalid ? errorId : undefined,
      onChange: (value: string) => edit(field, value),
      onClear: () => {
        edit(field, "");
        (field === "query" ? queryInput : locationInput).current?.focus();
      },
      onActivate: () => {
        loadSuggestions().catch(() => undefined);
        loadSearchOptionLook().catch(() => undefined);
        if (!quietFocus.current) setOpenField(field);
        setActiveIndex(-1);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onKeyDown(field, event),
      onLeave: () => {
        if (openField === field) close();
      },
      open,
      options,
      activeIndex: open ? Math.min(activeIndex, options.length - 1) : -1,
      onChoose: (option: SearchOption) => choose(field, option),
      onClearRecent: () => {
        clearRecentSearches();
        close();
      },
    };
  };

  const listOpenFor = openField ? optionsFor(openField) : [];
  const announcement =
    listOpenFor.length === 0
      ? ""
      : t(
          listOpenFor[0]?.type === "recent"
            ? "suggestions.recentAvailable"
            : "suggestions.available",
          { count: listOpenFor.length },
        );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run({ query, location });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> needs Chrome 118; older Android browsers would lose the landmark.
    <form
      ref={formRef}
      role="search"
      aria-label={t("bar.label")}
      // Before the app has taken over the page, the browser itself submits to the job list.
      action={JOBS_LIST_PATH}
      noValidate
      className={`search-bar search-bar--${variant}${submitting ? " search-bar--submitting" : ""}`}
      style={{ "--search-animation": `${SEARCH_ANIMATION_MS}ms` } as CSSProperties}
      onSubmit={onSubmit}
    >
      <div className="search-bar__row">
        <SearchField
          {...fieldProps("query")}
          label={t("bar.query")}
          placeholder={t("bar.queryPlaceholder")}
          clearLabel={t("bar.clearQuery")}
          icon={<BriefcaseIcon size={20} />}
        />
        <SearchField
          {...fieldProps("location")}
          label={t("bar.location")}
          placeholder={t("bar.locationPlaceholder")}
          clearLabel={t("bar.clearLocation")}
          icon={<MapPinIcon size={20} />}
        />
        <button
          type="submit"
          className="button button--primary search-bar__submit"
          aria-busy={submitting || undefined}
        >
          <SearchIcon size={20} className="search-bar__submit-icon" />
          {t("bar.submit")}
        </button>
      </div>
      <p id={errorId} role="alert" className="search-bar__error">
        {invalid ? t("search_validation_error") : ""}
      </p>
      <output className="visually-hidden" aria-live="polite">
        {announcement}
      </output>
      <QuickChips
        query={query}
        location={location}
        onRole={(value) => setField("query", value)}
        onCity={(value) => setField("location", value)}
      />
    </form>
  );
}
