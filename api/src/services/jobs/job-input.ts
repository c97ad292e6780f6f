import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LANGUAGES,
  type Language,
  PLACE_MAX_LENGTH,
  POSITIONS_MAX,
  POSITIONS_MIN,
  SALARY_MAX,
} from "../../constants.js";
import { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import type { Places } from "../../places/places.js";
import { InputReader, isBlank } from "../input-reader.js";
import type { JobText } from "./translations.js";

// The job form of SPEC sections 3 and 5, checked in one pass with the spec's messages. Creating
// and editing take the same fields; an edit replaces them all. Input keys are the GraphQL
// JobInput's camelCase names; errors name the REST snake_case fields.
// The job's language and its text in other languages (translations.ts) are optional:
// left out, a new job is in English with no translations and an edit keeps what the job has (so
// a client that knows nothing of them cannot wipe them); each translation is checked as the
// title and description are, its errors named `translations.<language>.title` and so on.

export interface JobFields {
  title: string;
  jobType: JobType;
  positions: number;
  state: string;
  /** Null: every city of the state. */
  city: string | null;
  description: string;
  requirements: string | null;
  skills: string[];
  salaryAmount: number;
  salaryPeriod: SalaryPeriod;
  duration: string | null;
  preferredLanguages: string[];
  requireResume: boolean;
  /** Undefined when not given (an edit keeps the job's). */
  language?: Language;
  /** Undefined when not given (an edit keeps the job's); [] clears them. */
  translations?: JobText[];
}

const JOB_TYPES = new Set<string>(Object.values(JobType));
const PERIODS = new Set<string>(Object.values(SalaryPeriod));

/**
 * Trims, normalises and checks every field; throws one ValidationError listing every failing
 * field. The state and city are stored in the places' own spelling ("Bengaluru" is "Bangalore").
 */
export function parseJobInput(input: Record<string, unknown>, places: Places): JobFields {
  const read = new JobReader(input, places);
  const state = read.requiredState();
  const job: JobFields = {
    title: read.requiredText("title", "title", JOB_TITLE_MAX_LENGTH, {
      reason: "jobTitleRequired",
    }),
    jobType: read.jobType(),
    positions: read.positions(),
    state: state ?? "",
    city: read.city(state),
    description: read.requiredText("description", "description", JOB_DESCRIPTION_MAX_LENGTH, {
      multiLine: true,
      reason: "jobDescriptionRequired",
    }),
    requirements: read.optionalText("requirements", "requirements", JOB_REQUIREMENTS_MAX_LENGTH, {
      multiLine: true,
    }),
    skills: read.skills("skills", "skills"),
    ...read.salary(),
    duration: read.optionalText("duration", "duration", JOB_DURATION_MAX_LENGTH),
    preferredLanguages: read.languages(),
    requireResume: read.requireResume(),
  };
  const language = read.language();
  const translations = read.translations(language);
  if (language !== undefined) job.language = language;
  if (translations !== undefined) job.translations = translations;
  read.done();
  return job;
}

class JobReader extends InputReader {
  constructor(
    input: Record<string, unknown>,
    private readonly places: Places,
  ) {
    super(input);
  }

  requiredState(): string | null {
    if (isBlank(this.input.state)) return this.fail("state", "stateRequired");
    return this.state("state", "state", this.places);
  }

  /**
   * A city of `state` by its name or an alias, in the places' spelling; null (every city) when
   * none is given.
   */
  city(state: string | null): string | null {
    const city = this.optionalText("city", "city", PLACE_MAX_LENGTH);
    if (city === null || state === null) return null;
    return this.places.city(state, city) ?? this.fail("city", "cityNotInState");
  }

  jobType(): JobType {
    const raw = this.input.jobType;
    if (typeof raw === "string" && JOB_TYPES.has(raw.toUpperCase())) {
      return raw.toUpperCase() as JobType;
    }
    this.fail("job_type", "jobTypeRequired");
    return JobType.FULL_TIME;
  }

  positions(): number {
    const raw = this.input.positions;
    if (typeof raw !== "number" || !Number.isInteger(raw) || raw < POSITIONS_MIN) {
      this.fail("positions", "positionsMin");
    } else if (raw > POSITIONS_MAX) {
      this.fail("positions", "positionsMax", { count: POSITIONS_MAX });
    }
    return typeof raw === "number" ? raw : POSITIONS_MIN;
  }

  /** A positive whole number of rupees, at most SALARY_MAX, with one of the salary periods. */
  salary(): { salaryAmount: number; salaryPeriod: SalaryPeriod } {
    const amount = this.input.salaryAmount;
    const period = this.input.salaryPeriod;
    const validAmount =
      typeof amount === "number" && Number.isInteger(amount) && amount > 0 && amount <= SALARY_MAX;
    if (!validAmount) this.fail("salary_amount", "salaryInvalid");
    const validPeriod = typeof period === "string" && PERIODS.has(period.toUpperCase());
    if (!validPeriod) this.fail("salary_period", "salaryInvalid");
    return {
      salaryAmount: validAmount ? amount : 0,
      salaryPeriod: validPeriod ? (period.toUpperCase() as SalaryPeriod) : SalaryPeriod.PER_DAY,
    };
  }

  languages(): string[] {
    return this.languageCodes("preferredLanguages", "preferred_languages");
  }

  /** The language the title and description are written in; undefined when not given. */
  language(): Language | undefined {
    const raw = this.input.language;
    if (raw === undefined || raw === null) return undefined;
    const code = typeof raw === "string" ? raw.trim().toLowerCase() : "";
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
    this.fail("language", "languagesInvalid");
    return undefined;
  }

  /**
   * The title and description in other languages: each a language of ours other than the job's
   * own (English when not given) and given once, with a title and description as long as the
   * originals may be. Undefined when not given; null or [] means none.
   */
  translations(own: Language | undefined): JobText[] | undefined {
    const raw = this.input.translations;
    if (raw === undefined) return undefined;
    if (raw === null) return [];
    if (!Array.isArray(raw) || raw.some((entry) => !entry || typeof entry !== "object")) {
      this.fail("translations", "invalidRequest");
      return [];
    }
    const seen = new Set<string>([own ?? "en"]);
    const texts: JobText[] = [];
    for (const entry of raw as Record<string, unknown>[]) {
      const code = typeof entry.language === "string" ? entry.language.trim().toLowerCase() : "";
      if (!(LANGUAGES as readonly string[]).includes(code) || seen.has(code)) {
        this.fail("translations", "languagesInvalid");
        continue;
      }
      seen.add(code);
      const entryReader = new InputReader(entry);
      const prefix = `translations.${code}`;
      const title = entryReader.requiredText("title", `${prefix}.title`, JOB_TITLE_MAX_LENGTH, {
        reason: "jobTitleRequired",
      });
      const description = entryReader.requiredText(
        "description",
        `${prefix}.description`,
        JOB_DESCRIPTION_MAX_LENGTH,
        { multiLine: true, reason: "jobDescriptionRequired" },
      );
      this.absorb(entryReader);
      // A machine translation the employer kept (edited or not) says so to its readers.
      const machineTranslated = entry.machineTranslated === true;
      texts.push({ language: code as Language, title, description, machineTranslated });
    }
    return texts;
  }

  requireResume(): boolean {
    const raw = this.input.requireResume;
    if (raw === undefined || raw === null) return false;
    if (typeof raw !== "boolean") this.fail("require_resume", "invalidRequest");
    return raw === true;
  }
}
