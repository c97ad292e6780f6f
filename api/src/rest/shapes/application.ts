import Type from "typebox";
import {
  APPLICATION_STATUSES,
  CONTACT_METHODS,
  CONTACT_STATUSES,
  VERIFICATION_KINDS,
} from "../../constants.js";
import {
  type Answer,
  computed,
  dateTime,
  field,
  nullable,
  object,
  oneOf,
  orNull,
  restEnum,
  shape,
  stringList,
} from "../shape.js";

// An application as REST answers it, to its worker and to the job's employer.

const Applicant = shape({
  first_name: field(Type.String()),
  last_name: field(Type.String()),
  state: field(nullable(Type.String())),
  city: field(nullable(Type.String())),
  is_verified: field(Type.Boolean()),
  skills: field(stringList()),
  experience_years: field(nullable(Type.Integer())),
  languages_known: field(stringList()),
  phone_number: field(nullable(Type.String())),
  email: field(nullable(Type.String())),
  // How the worker takes contact, beside the number and address (additions to REST.md).
  accepts_calls: field(
    Type.Boolean({ description: "Whether the worker takes calls (an addition to REST.md)" }),
  ),
  accepts_whatsapp: field(
    Type.Boolean({ description: "Whether the worker takes WhatsApp (an addition to REST.md)" }),
  ),
  accepts_email: field(
    Type.Boolean({ description: "Whether the worker takes e-mail (an addition to REST.md)" }),
  ),
  rating: object(shape({ average: field(nullable(Type.Number())), count: field(Type.Integer()) })),
});

const ContactVerification = shape({
  contacted: field(Type.Boolean()),
  verified_methods: restEnum(Type.Array(oneOf(VERIFICATION_KINDS))),
  identity_confirmed: field(Type.Boolean()),
  notes: field(nullable(Type.String())),
});

const EmployerContact = shape(
  {
    phone_number: field(Type.String({ description: "10 digits; call +91 and this number" })),
    accepts_calls: field(Type.Boolean()),
    accepts_whatsapp: field(Type.Boolean()),
  },
  {
    description:
      "The employer's phone, only for the worker of an accepted (or completed) application and as the employer's contact preferences allow; null when they take neither calls nor WhatsApp, and for everyone else (an addition to REST.md)",
  },
);

export const Application = shape({
  id: field(Type.String()),
  job_id: field(nullable(Type.String()), "job.id"),
  job_title: field(nullable(Type.String()), "job.title"),
  location: computed(
    nullable(Type.String()),
    ["job.city", "job.state"],
    // A job always has a state: none means no job (a general application).
    (city: string | null, state: string | null) =>
      state === null ? null : [city, state].filter(Boolean).join(", "),
  ),
  company_name: field(nullable(Type.String()), "job.employer.companyName"),
  status: restEnum(oneOf(APPLICATION_STATUSES)),
  cover_note: field(nullable(Type.String())),
  has_resume: field(Type.Boolean()),
  resume_url: computed(
    nullable(Type.String(), { description: "Where to download the resume" }),
    ["hasResume", "id"],
    (hasResume: boolean, id: string) => (hasResume ? `/api/v1/applications/${id}/resume/` : null),
  ),
  feedback: field(nullable(Type.String())),
  preferred_roles: field(stringList()),
  preferred_locations: field(stringList()),
  contact_status: restEnum(oneOf(CONTACT_STATUSES)),
  contact_method: restEnum(nullable(oneOf(CONTACT_METHODS))),
  contacted_at: field(nullable(dateTime())),
  applied_at: field(dateTime()),
  updated_at: field(dateTime(), "statusChangedAt"),
  next_statuses: restEnum(Type.Array(oneOf(APPLICATION_STATUSES))),
  applicant: object(Applicant),
  contact_verification: orNull(object(ContactVerification)),
  employer_contact: orNull(object(EmployerContact)),
  // What the signed-in side may do next, as GraphQL tells it (additions to REST.md).
  is_general: field(
    Type.Boolean({ description: "A general application, to no job (an addition to REST.md)" }),
  ),
  can_confirm_contact: field(
    Type.Boolean({
      description:
        "Whether its worker may confirm the employer's contact now (after acceptance; an addition to REST.md)",
    }),
  ),
  can_rate: field(
    Type.Boolean({
      description:
        "Whether the signed-in side may rate the other now: completed and not yet rated (an addition to REST.md)",
    }),
  ),
  can_answer_paid: field(
    Type.Boolean({
      description:
        'Whether its worker may answer "Were you paid what was promised?" now (an addition to REST.md)',
    }),
  ),
  ratings_reveal_at: field(
    nullable(
      dateTime({
        description:
          "For a completed application: when its ratings are revealed at the latest (an addition to REST.md)",
      }),
    ),
  ),
});
export type Application = Answer<typeof Application>;
