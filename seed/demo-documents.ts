import { isValidAadhaar } from "../api/src/services/accounts/identity.js";
import type { EmployerSeed, WorkerSeed } from "./builders.js";
import type { Random } from "./random.js";

// Identity documents in every type and status, one rejected Aadhaar resubmitted. Numbers are
// fake but well-formed (registration checks them); only their keyed hash and last four
// characters are stored, as in production.

type Owner = EmployerSeed | WorkerSeed;
type DocumentType = "aadhaar" | "pan" | "voter_id" | "driving_licence" | "gstin";
type DocumentStatus = "pending" | "verified" | "rejected";

export interface DocumentPlan {
  owner: Owner;
  type: DocumentType;
  number: string;
  status: DocumentStatus;
  submittedAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  resubmission: DocumentPlan | null;
}

const STATUS_CYCLE: readonly DocumentStatus[] = ["verified", "pending", "rejected", "verified"];
const REJECTIONS = [
  "The photo is blurred; please upload a clear image.",
  "The name on the document does not match the profile.",
  "Only the front side was uploaded.",
];
const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const DAY = 86_400_000;

function digits(rng: Random, count: number): string {
  let text = "";
  for (let i = 0; i < count; i++) text += rng.int(0, 9);
  return text;
}

function letters(rng: Random, count: number): string {
  let text = "";
  for (let i = 0; i < count; i++) text += rng.pick(LETTERS);
  return text;
}

/** The number with its last digit replaced by the Verhoeff check digit. */
function aadhaar(drawn: string): string {
  const body = drawn.slice(0, -1);
  for (let check = 0; check <= 9; check++) {
    if (isValidAadhaar(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error(`no check digit for ${body}`);
}

function fakeNumber(rng: Random, type: DocumentType, owner: Owner): string {
  const lastName = String(owner.user.last_name);
  switch (type) {
    case "aadhaar":
      return aadhaar(`${rng.int(2, 9)}${digits(rng, 11)}`);
    case "pan":
      return `${letters(rng, 3)}P${lastName.charAt(0).toUpperCase()}${digits(rng, 4)}${letters(rng, 1)}`;
    case "voter_id":
      return `${letters(rng, 3)}${digits(rng, 7)}`;
    case "driving_licence":
      return `${owner.city.state.vehicleCode}${digits(rng, 2)}${rng.int(2005, 2022)}${digits(rng, 7)}`;
    case "gstin":
      return String((owner as EmployerSeed).profile.gst_number);
  }
}

function plan(
  rng: Random,
  owner: Owner,
  type: DocumentType,
  status: DocumentStatus,
  now: Date,
): DocumentPlan {
  if (status === "verified") owner.user.account_state = "verified";
  const submittedAt = rng.between(owner.createdAt, new Date(now.getTime() - 3 * DAY));
  return {
    owner,
    type,
    number: fakeNumber(rng, type, owner),
    status,
    submittedAt,
    reviewedAt:
      status === "pending" ? null : new Date(Math.min(now.getTime(), submittedAt.getTime() + DAY)),
    rejectionReason: status === "rejected" ? rng.pick(REJECTIONS) : null,
    resubmission: null,
  };
}

/** Chooses who submitted what; owners of a verified document become verified accounts. */
export function planDocuments(
  rng: Random,
  employers: readonly EmployerSeed[],
  workers: readonly WorkerSeed[],
  now: Date,
): DocumentPlan[] {
  const [demoEmployer, ...otherEmployers] = employers as [EmployerSeed, ...EmployerSeed[]];
  const [demoWorker, ...otherWorkers] = workers as [WorkerSeed, ...WorkerSeed[]];
  const registered = otherEmployers.filter((employer) => employer.profile.gst_number);
  const drivers = otherWorkers.filter((w) => ["driver", "delivery"].includes(w.trade.role));
  const groups: [DocumentType, readonly Owner[]][] = [
    ["aadhaar", rng.sample(otherWorkers, 6)],
    ["pan", [...rng.sample(otherEmployers, 3), ...rng.sample(otherWorkers, 2)]],
    ["voter_id", rng.sample(otherWorkers, 4)],
    ["driving_licence", rng.sample(drivers, 4)],
    ["gstin", rng.sample(registered, 5)],
  ];
  const plans = [
    plan(rng, demoWorker, "aadhaar", "verified", now),
    plan(rng, demoEmployer, "gstin", "verified", now),
    plan(rng, demoEmployer, "pan", "verified", now),
  ];
  for (const [type, owners] of groups) {
    owners.forEach((owner, i) => {
      plans.push(
        plan(rng, owner, type, STATUS_CYCLE[i % STATUS_CYCLE.length] as DocumentStatus, now),
      );
    });
  }
  const rejected = plans.find((p) => p.type === "aadhaar" && p.status === "rejected");
  if (rejected) {
    const again = plan(rng, rejected.owner, "aadhaar", "pending", now);
    const submittedAt = new Date(Math.min(now.getTime(), rejected.submittedAt.getTime() + 2 * DAY));
    rejected.resubmission = { ...again, number: rejected.number, submittedAt };
  }
  return plans;
}

/**
 * The document each person registered with (registration asks everyone for one): their first
 * planned document of a kind registration takes, sent when they registered; for everyone else
 * an Aadhaar still awaiting review. The rest of the plan (a GSTIN, a second document, the
 * resubmission) are `extra`.
 */
export function registrationDocuments(
  rng: Random,
  people: readonly Owner[],
  plans: readonly DocumentPlan[],
): { identities: Map<Owner, DocumentPlan>; extra: DocumentPlan[] } {
  const identities = new Map<Owner, DocumentPlan>();
  const extra: DocumentPlan[] = [];
  for (const document of plans) {
    if (document.type !== "gstin" && !identities.has(document.owner)) {
      identities.set(document.owner, { ...document, submittedAt: document.owner.createdAt });
    } else extra.push(document);
    if (document.resubmission) extra.push(document.resubmission);
  }
  for (const owner of people) {
    if (identities.has(owner)) continue;
    identities.set(owner, {
      owner,
      type: "aadhaar",
      number: fakeNumber(rng, "aadhaar", owner),
      status: "pending",
      submittedAt: owner.createdAt,
      reviewedAt: null,
      rejectionReason: null,
      resubmission: null,
    });
  }
  return { identities, extra };
}
