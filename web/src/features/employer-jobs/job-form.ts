import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  type JOB_TYPE_NAMES,
  LANGUAGES,
  type Language,
  POSITIONS_MAX,
  POSITIONS_MIN,
  SALARY_MAX,
  type SALARY_PERIOD_NAMES,
  SKILL_MAX_LENGTH,
  SKILLS_MAX,
} from "../../config";
import type { Check } from "../../lib/error-text";
import { skillList } from "../../lib/skill-list";

// The job post form of SPEC sections 3 and 4 as two steps: basic info, then job details. Field
// names are the server's snake_case wire names, so its field errors land beside the right input.

export type JobType = (typeof JOB_TYPE_NAMES)[number];
export type SalaryPeriod = (typeof SALARY_PERIOD_NAMES)[number];

export type JobFormValues = {
  title: string;
  job_type: JobType | "";
  positions: string;
  state: string;
  city: string;
  description: string;
  requirements: string;
  skills: string;
  salary_amount: string;
  salary_period: SalaryPeriod | "";
  duration: string;
  preferred_languages: Language[];
  require_resume: boolean;
  /** The language the title and description are written in. */
  language: Language;
  /** The title and description in other languages, each language once. */
  translations: JobTranslationValues[];
};

export interface JobTranslationValues {
  language: Language;
  title: string;
  description: string;
  /** A machine translation's draft the employer kept (edited or not): readers are told. */
  machineTranslated?: boolean;
}

export type JobField = keyof JobFormValues;
export type JobFieldErrors = Partial<Record<JobField, string>>;

export const EMPTY_JOB_VALUES: JobFormValues = {
  title: "",
  job_type: "",
  positions: "1",
  state: "",
  city: "",
  description: "",
  requirements: "",
  skills: "",
  salary_amount: "",
  salary_period: "",
  duration: "",
  preferred_languages: [],
  require_resume: false,
  language: "en",
  translations: [],
};

/** The fields of each step, in the order the form shows them. */
export const JOB_FORM_STEP_FIELDS = [
  { name: "basics", fields: ["title", "job_type", "positions", "state", "city"] },
  {
    name: "details",
    fields: [
      "description",
      "requirements",
      "skills",
      "salary_amount",
      "salary_period",
      "duration",
      "preferred_languages",
      "require_resume",
      "language",
      "translations",
    ],
  },
] as const satisfies readonly { name: string; fields: readonly JobField[] }[];

export type JobFormStep = 1 | 2;

/** What the form finds wrong with a field: a reason of the errors namespace, as the server's. */
export type JobCheck = Check;

const tooLong = (value: string, max: number): JobCheck | null =>
  value.trim().length > max ? { reason: "maxLength", params: { count: max } } : null;

/** "12,500" or "12 500" -> 12500; anything but a whole number of rupees -> NaN. */
export function rupees(value: string): number {
  const digits = value.replace(/[,\s]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

function checkSalary(values: JobFormValues): Partial<Record<JobField, JobCheck>> {
  const amount = rupees(values.salary_amount);
  if (!(amount > 0 && amount <= SALARY_MAX)) return { salary_amount: { reason: "salaryInvalid" } };
  if (!values.salary_period) return { salary_period: { reason: "salaryInvalid" } };
  return {};
}

function checkSkills(value: string): JobCheck | null {
  const skills = skillList(value);
  if (skills.length > SKILLS_MAX) return { reason: "skillsTooMany", params: { count: SKILLS_MAX } };
  if (skills.some((skill) => skill.length > SKILL_MAX_LENGTH)) {
    return { reason: "maxLength", params: { count: SKILL_MAX_LENGTH } };
  }
  return null;
}

/** Each translation needs a title and a description, as long as the originals may be. */
function checkTranslations(translations: readonly JobTranslationValues[]): JobCheck | null {
  for (const { title, description } of translations) {
    if (!title.trim()) return { reason: "jobTitleRequired" };
    const titleTooLong = tooLong(title, JOB_TITLE_MAX_LENGTH);
    if (titleTooLong) return titleTooLong;
    if (!description.trim()) return { reason: "jobDescriptionRequired" };
    const descriptionTooLong = tooLong(description, JOB_DESCRIPTION_MAX_LENGTH);
    if (descriptionTooLong) return descriptionTooLong;
  }
  return null;
}

/** What the form can tell about one step before asking the server (SPEC section 5). */
export function checkStep(
  step: JobFormStep,
  values: JobFormValues,
): Partial<Record<JobField, JobCheck>> {
  const found: Partial<Record<JobField, JobCheck | null>> = {};
  if (step === 1) {
    found.title = values.title.trim()
      ? tooLong(values.title, JOB_TITLE_MAX_LENGTH)
      : { reason: "jobTitleRequired" };
    found.job_type = values.job_type ? null : { reason: "jobTypeRequired" };
    const positions = Number(values.positions);
    found.positions =
      !values.positions.trim() || !Number.isInteger(positions) || positions < POSITIONS_MIN
        ? { reason: "positionsMin" }
        : positions > POSITIONS_MAX
          ? { reason: "positionsMax", params: { count: POSITIONS_MAX } }
          : null;
    found.state = values.state ? null : { reason: "stateRequired" };
  } else {
    found.description = values.description.trim()
      ? tooLong(values.description, JOB_DESCRIPTION_MAX_LENGTH)
      : { reason: "jobDescriptionRequired" };
    found.requirements = tooLong(values.requirements, JOB_REQUIREMENTS_MAX_LENGTH);
    found.skills = checkSkills(values.skills);
    Object.assign(found, checkSalary(values));
    found.duration = tooLong(values.duration, JOB_DURATION_MAX_LENGTH);
    found.translations = checkTranslations(values.translations);
  }
  return Object.fromEntries(Object.entries(found).filter(([, check]) => check)) as Partial<
    Record<JobField, JobCheck>
  >;
}

export function stepOf(field: JobField): JobFormStep {
  return (JOB_FORM_STEP_FIELDS[0].fields as readonly JobField[]).includes(field) ? 1 : 2;
}

/** Where the first error is, in the order the form shows its fields. */
export function firstError(errors: JobFieldErrors): { step: JobFormStep; field: JobField } | null {
  for (const [index, { fields }] of JOB_FORM_STEP_FIELDS.entries()) {
    const field = fields.find((name) => errors[name]);
    if (field) return { step: (index + 1) as JobFormStep, field };
  }
  return null;
}

/** The fields the form shows, by their wire names (the server's field errors name them). */
export const JOB_FIELDS: ReadonlySet<JobField> = new Set(
  Object.keys(EMPTY_JOB_VALUES) as JobField[],
);

/** The GraphQL JobInput of the form's values (every field: an edit replaces the whole job). */
export function jobInput(values: JobFormValues) {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    jobType: values.job_type || null,
    positions: Number(values.positions),
    state: values.state,
    city: values.city || null,
    description: values.description.trim(),
    requirements: optional(values.requirements),
    skills: skillList(values.skills),
    salaryAmount: rupees(values.salary_amount),
    salaryPeriod: values.salary_period || null,
    duration: optional(values.duration),
    preferredLanguages: LANGUAGES.filter((code) => values.preferred_languages.includes(code)),
    requireResume: values.require_resume,
    language: values.language,
    translations: values.translations
      .filter((text) => text.language !== values.language)
      .map(({ language, title, description, machineTranslated }) => ({
        language,
        title: title.trim(),
        description: description.trim(),
        machineTranslated: machineTranslated === true,
      })),
  };
}

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** A saved job as the edit form starts it. */
export function jobFormValues(job: {
  readonly title: string;
  readonly jobType: string;
  readonly positions: number;
  readonly state: string;
  readonly city: string | null | undefined;
  readonly description: string;
  readonly requirements: string | null | undefined;
  readonly skills: readonly string[];
  readonly salaryAmount: number | null | undefined;
  readonly salaryPeriod: string | null | undefined;
  readonly duration: string | null | undefined;
  readonly preferredLanguages: readonly string[];
  readonly requireResume: boolean;
  readonly language: string;
  readonly translations: readonly {
    readonly language: string;
    readonly title: string;
    readonly description: string;
    readonly machineTranslated?: boolean;
  }[];
}): JobFormValues {
  return {
    title: job.title,
    job_type: job.jobType as JobType,
    positions: String(job.positions),
    state: job.state,
    city: job.city ?? "",
    description: job.description,
    requirements: job.requirements ?? "",
    skills: job.skills.join(", "),
    salary_amount: job.salaryAmount == null ? "" : String(job.salaryAmount),
    salary_period: (job.salaryPeriod ?? "") as SalaryPeriod | "",
    duration: job.duration ?? "",
    // Older posts may name languages in words; the form offers the codes of the list.
    preferred_languages: job.preferredLanguages.filter(isLanguage),
    require_resume: job.requireResume,
    language: isLanguage(job.language) ? job.language : "en",
    translations: job.translations.flatMap(({ language, title, description, machineTranslated }) =>
      isLanguage(language)
        ? [{ language, title, description, machineTranslated: machineTranslated === true }]
        : [],
    ),
  };
}
