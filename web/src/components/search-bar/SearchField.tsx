import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useId,
  useRef,
} from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icons";
import { loadSearchOptionLook, type SearchOption } from "./search-options";

const SearchOptionContent = lazy(() =>
  loadSearchOptionLook().then((module) => ({ default: module.SearchOptionContent })),
);

type SearchFieldProps = {
  label: string;
  labelHidden: boolean;
  placeholder: string;
  clearLabel: string;
  icon: ReactNode;
  value: string;
  inputRef: Ref<HTMLInputElement>;
  /** The URL parameter the browser submits this box as, before the app has taken over. */
  name: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  onClear: () => void;
  /** The input got focus or a tap: its list may open. */
  onActivate: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Focus went somewhere outside this field and its list. */
  onLeave: () => void;
  open: boolean;
  options: readonly SearchOption[];
  activeIndex: number;
  onChoose: (option: SearchOption) => void;
  onClearRecent: () => void;
};

/**
 * One labelled input of the search bar with its list of options, as the ARIA combobox pattern
 * describes: focus stays in the input and aria-activedescendant points at the chosen option.
 */
export function SearchField(props: SearchFieldProps) {
  const { t } = useTranslation("search");
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const headerId = `${id}header`;
  const wrapper = useRef<HTMLDivElement>(null);
  const { open, options, activeIndex } = props;
  const optionId = (index: number) => `${id}option${index}`;
  const recentList = options[0]?.type === "recent";

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // A tap on an option or the clear button moves no focus (or none that leaves the field).
    // Focus moving to another part of the search form (the Search button) keeps the list: on a
    // phone it sits above the button, and closing it on press would move the button away from
    // under the finger before the tap lands.
    const next = event.relatedTarget as Element | null;
    const form = wrapper.current?.closest("form");
    if (next && !wrapper.current?.contains(next) && !form?.contains(next)) {
      props.onLeave();
    }
  };

  return (
    <div className="search-field" ref={wrapper}>
      <label
        htmlFor={inputId}
        className={props.labelHidden ? "visually-hidden" : "search-field__label"}
      >
        {props.label}
      </label>
      <div
        className={`search-field__control${props.invalid ? " search-field__control--invalid" : ""}`}
      >
        <span className="search-field__icon">{props.icon}</span>
        <input
          ref={props.inputRef}
          id={inputId}
          name={props.name}
          className="search-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={props.placeholder}
          value={props.value}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
          onFocus={props.onActivate}
          onClick={props.onActivate}
          onKeyDown={props.onKeyDown}
          onBlur={onBlur}
        />
        {props.value && (
          <button
            type="button"
            className="search-field__clear"
            aria-label={props.clearLabel}
            onClick={props.onClear}
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      <div className="search-popup" hidden={!open}>
        {recentList && (
          <div className="search-popup__header">
            <span id={headerId} className="search-popup__title">
              {t("recent.title")}
            </span>
            <button
              type="button"
              className="search-popup__clear"
              aria-label={t("recent.clearAll")}
              onMouseDown={(event) => event.preventDefault()}
              onClick={props.onClearRecent}
            >
              {t("recent.clear")}
            </button>
          </div>
        )}
        <div
          id={listId}
          role="listbox"
          className="search-popup__list"
          {...(recentList
            ? { "aria-labelledby": headerId }
            : { "aria-label": t("suggestions.label") })}
        >
          {options.map((option, index) => (
            // Options never take focus: the input keeps it (and the phone's keyboard stays up)
            // while arrow keys move aria-activedescendant, as the ARIA combobox pattern asks.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input.
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="search-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => props.onChoose(option)}
            >
              <Suspense fallback={null}>
                <SearchOptionContent option={option} />
              </Suspense>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
