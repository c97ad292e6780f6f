import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DemoIcon, type DemoIconName } from "./demo-icons";

export type DemoTab<T extends DemoIconName> = { id: T; disabled?: boolean };

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * The preview's navigation as an ARIA tab list: arrow keys move between the tabs that work,
 * the disabled ones (they need an account) are shown but skipped.
 */
export function DemoTabs<T extends DemoIconName>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly DemoTab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
}) {
  const { t } = useTranslation("landing");
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.findIndex((tab) => tab.id === selected);
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    const target =
      event.key === "Home"
        ? enabled[0]
        : event.key === "End"
          ? enabled[enabled.length - 1]
          : step
            ? enabled[(at + step + enabled.length) % enabled.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="demo-tabs" onKeyDown={onKeyDown}>
      {tabs.map(({ id, disabled }) => (
        <button
          key={id}
          ref={(element) => {
            if (element) buttons.current.set(id, element);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${id}`}
          className="demo-tabs__tab"
          aria-selected={id === selected}
          aria-controls={id === selected ? `${idPrefix}-panel` : undefined}
          tabIndex={id === selected ? 0 : -1}
          disabled={disabled}
          onClick={() => onSelect(id)}
        >
          <DemoIcon name={id} />
          <span className="demo-tabs__label">{t(`demo.tabs.${id}`)}</span>
          {disabled && (
            <span className="demo-tabs__lock">
              <DemoIcon name="lock" size={12} />
              <span className="visually-hidden">{t("demo.tabs.locked")}</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
