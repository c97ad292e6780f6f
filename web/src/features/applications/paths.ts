// Where the worker's application screens live (under dashboardPath("labour"); spelled out so
// the job page's bundle needs nothing more of the session module than it already has).

export const MY_APPLICATIONS_PATH = "/labour/dashboard/applications";
export const SAVED_JOBS_PATH = "/labour/dashboard/saved-jobs";
