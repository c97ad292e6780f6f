import type { Prisma } from "../../generated/prisma/client.js";
import type { UserViewer } from "./roles.js";

// Whose a resource is. A grant of reach "own" (permissions.ts) reaches the resources these rules
// give the viewer; each rule comes as a predicate on a loaded row and as the same rule in a
// Prisma filter, for lists and conditional writes.

/** What each kind of resource must carry for its rule: who it belongs to, nothing more. */
export interface Owned {
  job: { employerId: number };
  /** Its worker's, and the employer's of the job it is for (a general one has no job). */
  application: { labourId: number; job?: { employerId: number } | null };
  account: { id: number };
  notification: { userId: number };
  /** An identity document: its holder's. */
  document: { userId: number };
  /** A worker's education or experience entry. */
  profileEntry: { labourId: number };
  /** A worker's saved search (job alerts). */
  savedSearch: { labourId: number };
  /** An employer's analytics: the figures of their jobs. */
  analytics: { employerId: number };
}

export type OwnedKind = keyof Owned;

interface Filters {
  job: Prisma.JobWhereInput;
  application: Prisma.ApplicationWhereInput;
  account: Prisma.UserWhereInput;
  notification: Prisma.NotificationWhereInput;
  document: Prisma.IdentityDocumentWhereInput;
  profileEntry: Prisma.EducationWhereInput & Prisma.ExperienceWhereInput;
  savedSearch: Prisma.SavedSearchWhereInput;
  analytics: Prisma.JobWhereInput;
}

export type FilterOf<K extends OwnedKind> = Filters[K];

interface Rule<K extends OwnedKind> {
  owns(user: UserViewer, resource: Owned[K]): boolean;
  where(user: UserViewer): Filters[K];
}

export const OWNERSHIP: { [K in OwnedKind]: Rule<K> } = {
  job: {
    owns: (user, job) => job.employerId === user.id,
    where: (user) => ({ employerId: user.id }),
  },
  application: {
    // Each party by their own side: the worker who applied, the employer of the job.
    owns: (user, application) =>
      user.userType === "LABOUR"
        ? application.labourId === user.id
        : application.job?.employerId === user.id,
    where: (user) =>
      user.userType === "LABOUR" ? { labourId: user.id } : { job: { employerId: user.id } },
  },
  account: {
    owns: (user, account) => account.id === user.id,
    where: (user) => ({ id: user.id }),
  },
  notification: {
    owns: (user, notification) => notification.userId === user.id,
    where: (user) => ({ userId: user.id }),
  },
  document: {
    owns: (user, document) => document.userId === user.id,
    where: (user) => ({ userId: user.id }),
  },
  profileEntry: {
    owns: (user, entry) => entry.labourId === user.id,
    where: (user) => ({ labourId: user.id }),
  },
  savedSearch: {
    owns: (user, search) => search.labourId === user.id,
    where: (user) => ({ labourId: user.id }),
  },
  analytics: {
    owns: (user, analytics) => analytics.employerId === user.id,
    where: (user) => ({ employerId: user.id }),
  },
};
