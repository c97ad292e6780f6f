import type { Session } from "../session/session";

/** A worker signed in on this device, for tests that mock useSession. */
export const WORKER_SESSION: Extract<Session, { status: "signedIn" }> = {
  status: "signedIn",
  userType: "labour",
  token: "token",
  name: "Ravi Kumar",
  picture: null,
};
