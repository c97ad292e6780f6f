import type { Row } from "./insert.js";
import type { Random, Weighted } from "./random.js";

// An application row whose timestamps, contact fields and feedback agree with its status:
// accepted and completed ones were mostly contacted, pending ones were never touched.

export const APPLICATION_STATUSES = [
  "pending",
  "under_review",
  "shortlisted",
  "accepted",
  "rejected",
  "completed",
  "cancelled",
  "withdrawn",
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ContactMethod = "phone" | "whatsapp" | "email";

export const STATUS_WEIGHTS: Weighted<ApplicationStatus> = [
  ["pending", 28],
  ["under_review", 14],
  ["shortlisted", 12],
  ["accepted", 10],
  ["rejected", 15],
  ["completed", 12],
  ["cancelled", 4],
  ["withdrawn", 5],
];

/** Statuses an application to a job that is no longer open can have. */
export const CLOSED_JOB_STATUS_WEIGHTS: Weighted<ApplicationStatus> = [
  ["rejected", 4],
  ["completed", 4],
  ["accepted", 1],
  ["cancelled", 1],
  ["withdrawn", 1],
];

const FEEDBACK: Partial<Record<ApplicationStatus, readonly string[]>> = {
  shortlisted: [
    "Please come for a trial on Monday at 10 AM.",
    "Bring your ID proof and tools for a short test.",
    "We will call you this week.",
  ],
  accepted: [
    "Please report at the site at 8 AM with your Aadhaar card.",
    "Selected. Joining date will be confirmed on call.",
    "Selected. Bring two passport photos on the first day.",
  ],
  rejected: [
    "Position already filled.",
    "Looking for more experience with this work.",
    "Your location is too far from the site.",
    "Sorry, we need someone who can start immediately.",
  ],
  completed: [
    "Work finished on time. Thank you!",
    "Good work, we will call you for the next project.",
    "Job completed.",
  ],
  cancelled: ["Project postponed, sorry.", "Client cancelled the order.", "Work stopped for now."],
};

const FEEDBACK_SHARE: Partial<Record<ApplicationStatus, number>> = {
  shortlisted: 0.3,
  accepted: 0.5,
  rejected: 0.5,
  completed: 0.4,
  cancelled: 0.6,
};

const CONTACT_SHARE: Partial<Record<ApplicationStatus, number>> = {
  shortlisted: 0.35,
  accepted: 0.85,
  completed: 0.9,
  cancelled: 0.3,
};

const METHODS: Weighted<ContactMethod> = [
  ["phone", 6],
  ["whatsapp", 3.5],
  ["email", 0.5],
];

const DAY = 86_400_000;

export interface ApplicationInput {
  jobId: number | null;
  labourId: number;
  status: ApplicationStatus;
  appliedAt: Date;
  now: Date;
  coverNote?: string | null;
  preferredRoles?: readonly string[];
  preferredLocations?: readonly string[];
  /** Whether the worker may have confirmed or denied the contact (demo writes the matching
   * contact_verifications rows; volume does not). */
  confirmations: boolean;
}

export function buildApplication(rng: Random, input: ApplicationInput): Row {
  const { status, appliedAt, now } = input;
  const maxDays = status === "completed" ? 30 : 10;
  const changedAt =
    status === "pending"
      ? appliedAt
      : new Date(
          Math.min(now.getTime(), appliedAt.getTime() + (0.05 + rng.next() * maxDays) * DAY),
        );
  const contacted = rng.chance(CONTACT_SHARE[status] ?? 0);
  const closing = status === "accepted" || status === "completed";
  const contactStatus = !contacted
    ? "not_contacted"
    : input.confirmations && closing
      ? rng.weighted([
          ["confirmed", 6],
          ["contacted", 3.5],
          ["denied", 0.5],
        ] as const)
      : "contacted";
  const feedbacks = FEEDBACK[status];
  return {
    job_id: input.jobId,
    labour_id: input.labourId,
    status,
    cover_note: input.coverNote ?? null,
    preferred_roles: input.preferredRoles ?? [],
    preferred_locations: input.preferredLocations ?? [],
    feedback: feedbacks && rng.chance(FEEDBACK_SHARE[status] ?? 0) ? rng.pick(feedbacks) : null,
    contact_status: contactStatus,
    contact_method: contacted ? rng.weighted(METHODS) : null,
    contacted_at: contacted ? rng.between(appliedAt, changedAt) : null,
    status_changed_at: changedAt,
    applied_at: appliedAt,
    updated_at: changedAt,
  };
}
