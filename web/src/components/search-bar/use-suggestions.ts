import { useCallback, useEffect, useRef, useState } from "react";
import { SUGGESTIONS_DEBOUNCE_MS } from "../../config";
import type { Suggestion } from "./suggestions";

export type SearchField = "query" | "location";
export type FieldSuggestions = { field: SearchField; items: readonly Suggestion[] };

let suggestionsModule: Promise<typeof import("./suggestions")> | undefined;

/** Starts loading the suggestion code (and Relay with it) once; a failed load is tried again. */
export function loadSuggestions(): Promise<typeof import("./suggestions")> {
  suggestionsModule ??= import("./suggestions").catch((error: unknown) => {
    suggestionsModule = undefined;
    throw error;
  });
  return suggestionsModule;
}

/**
 * Server suggestions for what is typed in a field: asked for once typing pauses, and only the
 * answer to the latest text counts (a slow answer for "plu" must not replace the one for
 * "plumb"). Without a network there are simply no suggestions.
 */
export function useSuggestions() {
  const [suggestions, setSuggestions] = useState<FieldSuggestions | null>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    latest.current += 1;
    clearTimeout(timer.current);
    setSuggestions(null);
  }, []);

  const request = useCallback(
    (field: SearchField, text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return clear();
      const id = ++latest.current;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        loadSuggestions()
          .then((module) => module.fetchSuggestions(field, trimmed))
          .then(
            (items) => {
              if (id === latest.current) setSuggestions({ field, items });
            },
            () => {
              if (id === latest.current) setSuggestions(null);
            },
          );
      }, SUGGESTIONS_DEBOUNCE_MS);
    },
    [clear],
  );

  useEffect(
    () => () => {
      latest.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  return { suggestions, request, clear };
}
