import { dashboardPath } from "./user-type";

// Where the worker's screens live that others link to (the job page, notifications).

export const MY_APPLICATIONS_PATH = `${dashboardPath("labour")}/applications`;
