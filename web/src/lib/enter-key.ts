import type { FocusEvent, KeyboardEvent } from "react";

// A phone keyboard's Enter ("Go") in a form's text box submits the whole form, the browser's
// implicit submission: one press in the first box of a long form posted it half-filled. In the
// forms that use this, Enter in a text box moves on to the next field instead, and the keyboard
// shows "Next" there; only in the last field of the form's last step does it submit ("Go"). A
// box that gives Enter a meaning of its own (a chip list adds the chip) prevents it first, and a
// keyboard still composing a word (an Indian-language input method) keeps its Enter.

/** Input types whose Enter would submit their form. */
const SUBMITTING_TYPES = new Set([
  "text",
  "tel",
  "email",
  "number",
  "search",
  "url",
  "password",
  "date",
  "time",
  "month",
  "week",
]);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isTextBox = (element: EventTarget | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && SUBMITTING_TYPES.has(element.type);

/** The fields a person fills in, in order: what Enter moves on to. */
function fieldsOf(form: HTMLFormElement): Field[] {
  return [...form.elements].filter((element): element is Field => {
    if (element instanceof HTMLInputElement) {
      return (
        !["hidden", "submit", "button", "reset", "image"].includes(element.type) &&
        !element.disabled &&
        !element.readOnly
      );
    }
    return (
      (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      !element.disabled
    );
  });
}

/** The field after this one in its form, or null for the last. */
function nextField(box: HTMLInputElement): Field | null {
  if (!box.form) return null;
  const fields = fieldsOf(box.form);
  return fields[fields.indexOf(box) + 1] ?? null;
}

/**
 * Props for a `<form>`: Enter moves from field to field and submits only from the last field of
 * the last step (`lastStep`: false on the earlier steps of a form of several, where the last
 * field's Enter goes on to the next step, as its button does).
 */
export function enterMovesOn(lastStep = true) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
      if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
      if (!isTextBox(event.target)) return;
      const next = nextField(event.target);
      if (!next) return;
      event.preventDefault();
      next.focus();
    },
    onFocus(event: FocusEvent<HTMLFormElement>) {
      if (!isTextBox(event.target)) return;
      event.target.enterKeyHint = nextField(event.target) ? "next" : lastStep ? "go" : "next";
    },
  };
}
