import type { Keyed, PlainReason } from "@kaamsetu/shared/error-messages";
import { LANGUAGES, SKILL_MAX_LENGTH, SKILLS_MAX } from "../constants.js";
import { type FieldError, fieldFailure, ValidationError } from "../errors.js";
import type { Places } from "../places/places.js";

// Reads one input object (a GraphQL input, whose keys are camelCase) field by field, so a person
// sees every mistake at once; errors name the REST snake_case fields.

const LANGUAGE_CODES = new Set<string>(LANGUAGES);

/**
 * Our languages by name as well as by code: each one's name in English and in each of our
 * languages ("Hindi", "हिन्दी", "Bengali"), lower-cased, so a form or an integration that sends
 * what a person reads ("Hindi, Marathi") is understood as the codes it means.
 */
const LANGUAGE_BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>([["bengali", "bn"]]);
  for (const reader of LANGUAGES) {
    const display = new Intl.DisplayNames([reader === "bh" ? "hi" : reader], { type: "language" });
    for (const code of LANGUAGES) {
      const name = display.of(code)?.trim().toLowerCase();
      if (name && name !== code && !names.has(name)) names.set(name, code);
    }
  }
  return names;
})();

/** A language code given by its code or its name, whatever the case; null when neither. */
export function languageCode(text: string): string | null {
  const key = collapseSpaces(text).trim().toLowerCase();
  if (LANGUAGE_CODES.has(key)) return key;
  return LANGUAGE_BY_NAME.get(key) ?? null;
}

/** Characters as PostgreSQL's varchar counts them (code points, not UTF-16 units). */
export const characterCount = (text: string) => [...text].length;
export const collapseSpaces = (text: string) => text.replace(/\s+/g, " ");

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Records at most one error per field. A reader that fails records the error and returns a
 * stand-in value; `done()` throws before a stand-in can be used.
 */
export class InputReader {
  private readonly errors: FieldError[] = [];

  constructor(protected readonly input: Record<string, unknown>) {}

  done(): void {
    if (this.errors.length > 0) throw new ValidationError(this.errors);
  }

  /** Takes another reader's failures as this one's (a nested object read on its own). */
  absorb(other: InputReader): void {
    for (const error of other.errors) if (!this.failed(error.field)) this.errors.push(error);
  }

  /** Whether `field` has failed so far. */
  failed(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  requiredText(
    key: string,
    field: string,
    max: number,
    options: { multiLine?: boolean; reason?: PlainReason } = {},
  ) {
    const text = this.text(key, field, max, options);
    if (text === null) this.fail(field, options.reason ?? "required");
    return text ?? "";
  }

  optionalText(
    key: string,
    field: string,
    max: number,
    options: { multiLine?: boolean } = {},
  ): string | null {
    return this.text(key, field, max, options);
  }

  /**
   * A state or union territory in its canonical spelling, given by its name or an alias
   * ("Orissa"), whatever the case and spacing.
   */
  state(key: string, field: string, places: Places): string | null {
    const text = this.text(key, field, Number.POSITIVE_INFINITY);
    if (text === null) return null;
    return places.state(text) ?? this.fail(field, "stateInvalid");
  }

  /** A list or a comma-separated string; blanks dropped, repeats (ignoring case) kept once. */
  skills(key: string, field: string): string[] {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return [];
    const parts = typeof raw === "string" ? [raw] : raw;
    if (!Array.isArray(parts) || parts.some((part) => typeof part !== "string")) {
      this.fail(field, "invalidRequest");
      return [];
    }
    const skills = new Map<string, string>();
    for (const part of parts as string[]) {
      for (const piece of part.split(",")) {
        const skill = collapseSpaces(piece).trim();
        if (skill && !skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
      }
    }
    const list = [...skills.values()];
    if (list.some((skill) => characterCount(skill) > SKILL_MAX_LENGTH)) {
      this.fail(field, "maxLength", { count: SKILL_MAX_LENGTH });
    } else if (list.length > SKILLS_MAX) {
      this.fail(field, "skillsTooMany", { count: SKILLS_MAX });
    }
    return list;
  }

  /**
   * Language codes of SPEC section 9, each once, in the order given: a list or a comma-separated
   * string (or a list of those), each language by its code or its name ("hi" or "Hindi").
   */
  languageCodes(key: string, field: string): string[] {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return [];
    const list = typeof raw === "string" ? [raw] : raw;
    if (!Array.isArray(list) || list.some((code) => typeof code !== "string")) {
      this.fail(field, "languagesInvalid");
      return [];
    }
    const given = (list as string[]).flatMap((part) => part.split(",")).filter((p) => p.trim());
    const codes = given.map(languageCode);
    if (codes.some((code) => code === null)) this.fail(field, "languagesInvalid");
    return [...new Set(codes.filter((code) => code !== null))];
  }

  /** Trimmed text (runs of spaces made one unless multiLine), null when absent or empty. */
  protected text(
    key: string,
    field: string,
    max: number,
    { multiLine = false }: { multiLine?: boolean } = {},
  ): string | null {
    const raw = this.input[key];
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== "string") return this.fail(field, "invalidRequest");
    const text = (multiLine ? raw : collapseSpaces(raw)).trim();
    if (!text) return null;
    if (characterCount(text) > max) return this.fail(field, "maxLength", { count: max });
    return text;
  }

  fail(field: string, ...keyed: Keyed): null {
    if (!this.failed(field)) this.errors.push(fieldFailure(field, ...keyed));
    return null;
  }
}
