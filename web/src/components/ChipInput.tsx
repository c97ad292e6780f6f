import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { skillList } from "../lib/skill-list";
import type { ControlProps } from "./FormField";
import "./chip-input.css";

/**
 * A list typed one item at a time (skills): Enter or a comma adds what was typed as a chip (never
 * submits the form), leaving the box adds it too, and each chip can be removed.
 */
export function ChipInput({
  id,
  value,
  onChange,
  control,
}: {
  id: string;
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
  control: Partial<ControlProps> & Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const add = () => {
    const added = skillList(draft).filter((item) => !value.includes(item));
    if (added.length) onChange([...value, ...added]);
    setDraft("");
  };
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="chip-input">
      {value.length ? (
        <ul className="chip-input__list">
          {value.map((item) => (
            <li key={item} className="chip-input__chip">
              <span>{item}</span>
              <button
                type="button"
                className="chip-input__remove"
                aria-label={t("chips.remove", { item })}
                onClick={() => onChange(value.filter((other) => other !== item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chip-input__add">
        <input
          {...control}
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="sentences"
          enterKeyHint="enter"
          value={draft}
          placeholder={t("chips.placeholder")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={key}
          onBlur={add}
        />
        <button type="button" className="button button--ghost" onClick={add}>
          {t("chips.add")}
        </button>
      </div>
    </div>
  );
}
