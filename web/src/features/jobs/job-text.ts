import { useTranslation } from "react-i18next";
import { LANGUAGE_FALLBACKS, LANGUAGES, type Language } from "../../config";

// A job's title and description in the reader's language: the employer's own text
// when it is in the reader's language (or its fallback: bh reads hi), else their translation into
// it, else the original with a note naming its language ("Posted in English"). Chosen here, from
// every translation the job carries, rather than by the server from the request's language, so
// switching the language in the menu changes it at once, without asking again. A translation
// made by machine says so ("Translated by computer from English").

export interface JobTextSource {
  readonly title: string;
  readonly description?: string;
  readonly language: string;
  readonly translations: readonly {
    readonly language: string;
    readonly title: string;
    readonly description?: string;
    readonly machineTranslated?: boolean;
  }[];
}

export interface ShownJobText {
  title: string;
  description: string;
  /** The language of the text shown: its elements carry it as `lang`, for screen readers and fonts. */
  language: Language;
  /** The original's language when it is shown to a reader of another; else null. */
  postedIn: Language | null;
  /** The text shown is a machine translation: the reader is told so. */
  machineTranslated: boolean;
  /** The language the job was written in. */
  original: Language;
}

const asLanguage = (code: string): Language =>
  (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : "en";

export function jobText(job: JobTextSource, reader: string): ShownJobText {
  const own = asLanguage(job.language);
  const original = {
    title: job.title,
    description: job.description ?? "",
    language: own,
    machineTranslated: false,
    original: own,
  };
  const readerLanguage = asLanguage(reader);
  for (const language of [readerLanguage, ...(LANGUAGE_FALLBACKS[readerLanguage] ?? [])]) {
    if (language === own) return { ...original, postedIn: null };
    const found = job.translations.find((text) => text.language === language);
    if (found) {
      return {
        title: found.title,
        description: found.description ?? "",
        language,
        postedIn: null,
        machineTranslated: found.machineTranslated === true,
        original: own,
      };
    }
  }
  return { ...original, postedIn: own };
}

/** jobText in the language the page is drawn in. */
export function useJobText(job: JobTextSource): ShownJobText {
  const { i18n } = useTranslation();
  return jobText(job, i18n.language);
}
