// The link helpers moved to lib/contact-links.ts, where the worker's side (the employer's phone)
// uses them too.
export * from "../../lib/contact-links";
