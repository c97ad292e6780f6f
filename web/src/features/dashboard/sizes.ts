// How much of each list the worker's home shows before "Load more": enough to see where things
// stand, little enough that a phone on 2G draws it quickly.
export const HOME_APPLICATIONS = 5;
export const HOME_SAVED_JOBS = 3;
export const HOME_RECOMMENDED = 3;
