import { describe, expect, it } from "vitest";
import * as server from "../../api/src/constants";
import * as web from "./config";

// Each side has one module of spec constants; the values both sides use must agree.
type Shared = Pick<
  typeof server,
  | "PHONE_DIGITS"
  | "OTP_DIGITS"
  | "INACTIVITY_TIMEOUT_MS"
  | "REQUEST_TIMEOUT_MS"
  | "PROFILE_FETCH_TIMEOUT_MS"
  | "SEARCH_SUGGESTIONS_MAX"
  | "RECENT_SEARCHES_MAX"
  | "SUGGESTED_ROLES"
  | "SUGGESTED_CITIES"
  | "INDIAN_STATES"
  | "LANGUAGES"
  | "DEFAULT_LANGUAGE"
  | "PAGE_SIZE_DEFAULT"
  | "SEARCH_TEXT_MAX"
  | "PROFILE_COMPLETE_PERCENT"
  | "JOB_TITLE_MAX_LENGTH"
  | "JOB_DESCRIPTION_MAX_LENGTH"
  | "JOB_REQUIREMENTS_MAX_LENGTH"
  | "JOB_DURATION_MAX_LENGTH"
  | "POSITIONS_MIN"
  | "POSITIONS_MAX"
  | "SALARY_MAX"
  | "SKILLS_MAX"
  | "SKILL_MAX_LENGTH"
  | "UPLOAD_MAX_BYTES_DEFAULT"
  | "FEEDBACK_MAX_LENGTH"
  | "COVER_NOTE_MAX_LENGTH"
  | "CONTACT_NOTES_MAX_LENGTH"
>;

const shared = (side: Shared): Shared => ({
  PHONE_DIGITS: side.PHONE_DIGITS,
  OTP_DIGITS: side.OTP_DIGITS,
  INACTIVITY_TIMEOUT_MS: side.INACTIVITY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS: side.REQUEST_TIMEOUT_MS,
  PROFILE_FETCH_TIMEOUT_MS: side.PROFILE_FETCH_TIMEOUT_MS,
  SEARCH_SUGGESTIONS_MAX: side.SEARCH_SUGGESTIONS_MAX,
  RECENT_SEARCHES_MAX: side.RECENT_SEARCHES_MAX,
  SUGGESTED_ROLES: side.SUGGESTED_ROLES,
  SUGGESTED_CITIES: side.SUGGESTED_CITIES,
  INDIAN_STATES: side.INDIAN_STATES,
  LANGUAGES: side.LANGUAGES,
  DEFAULT_LANGUAGE: side.DEFAULT_LANGUAGE,
  PAGE_SIZE_DEFAULT: side.PAGE_SIZE_DEFAULT,
  SEARCH_TEXT_MAX: side.SEARCH_TEXT_MAX,
  PROFILE_COMPLETE_PERCENT: side.PROFILE_COMPLETE_PERCENT,
  JOB_TITLE_MAX_LENGTH: side.JOB_TITLE_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH: side.JOB_DESCRIPTION_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX_LENGTH: side.JOB_REQUIREMENTS_MAX_LENGTH,
  JOB_DURATION_MAX_LENGTH: side.JOB_DURATION_MAX_LENGTH,
  POSITIONS_MIN: side.POSITIONS_MIN,
  POSITIONS_MAX: side.POSITIONS_MAX,
  SALARY_MAX: side.SALARY_MAX,
  SKILLS_MAX: side.SKILLS_MAX,
  SKILL_MAX_LENGTH: side.SKILL_MAX_LENGTH,
  UPLOAD_MAX_BYTES_DEFAULT: side.UPLOAD_MAX_BYTES_DEFAULT,
  FEEDBACK_MAX_LENGTH: side.FEEDBACK_MAX_LENGTH,
  COVER_NOTE_MAX_LENGTH: side.COVER_NOTE_MAX_LENGTH,
  CONTACT_NOTES_MAX_LENGTH: side.CONTACT_NOTES_MAX_LENGTH,
});

describe("web constants", () => {
  it("match the server's wherever both sides use them", () => {
    expect(shared(web)).toEqual(shared(server));
  });

  it("know the job types and salary periods of the data model, in GraphQL's spelling", () => {
    const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase()).sort();
    expect(lower(web.JOB_TYPES)).toEqual([...server.JOB_TYPES].sort());
    expect(lower(web.SALARY_PERIODS)).toEqual([...server.SALARY_PERIODS].sort());
  });

  it("name every language natively and offer only complete ones", () => {
    expect(Object.keys(web.LANGUAGE_NATIVE_NAMES).sort()).toEqual([...web.LANGUAGES].sort());
    expect(web.AVAILABLE_LANGUAGES).toContain(web.DEFAULT_LANGUAGE);
  });
});
