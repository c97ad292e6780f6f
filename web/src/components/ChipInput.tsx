import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { skillList } from "../lib/skill-list";
import type { ControlProps } from "./FormField";
import "./chip-input.css";

/**
 * A list typed one item at a time (skills): Enter, a comma or Add turns what was typed into a
 * chip (never submitting the form), and each chip can be removed. What is still in the box is
 * part of the value too (`onChange` hears it as it is typed), so a form sent with a skill typed
 * and not yet added sends it. Leaving the box adds no chip: a chip list that grew on the press
 * of the form's button would push that button down under the finger, and the tap would miss.
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
  // How many items at the end of `value` are the box's text rather than chips.
  const typedCount = useRef(0);
  const chips = value.slice(0, Math.max(0, value.length - typedCount.current));

  /** The value for these chips and this text in the box. */
  const send = (nextChips: readonly string[], text: string) => {
    const typed = skillList(text).filter((item) => !nextChips.includes(item));
    typedCount.current = typed.length;
    onChange([...nextChips, ...typed]);
  };
  const type = (text: string) => {
    setDraft(text);
    send(chips, text);
  };
  const add = () => {
    send(chips, draft);
    typedCount.current = 0;
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
      {chips.length ? (
        <ul className="chip-input__list">
          {chips.map((item) => (
            <li key={item} className="chip-input__chip">
              <span>{item}</span>
              <button
                type="button"
                className="chip-input__remove"
                aria-label={t("chips.remove", { item })}
                onClick={() =>
                  send(
                    chips.filter((other) => other !== item),
                    draft,
                  )
                }
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
          onChange={(event) => type(event.target.value)}
          onKeyDown={key}
        />
        <button type="button" className="button button--ghost" onClick={add}>
          {t("chips.add")}
        </button>
      </div>
    </div>
  );
}
