// Well-known demo logins (they sign in by OTP; there are no passwords) and the phone number
// blocks each seed draws from, disjoint so that demo and volume data never collide.

export const DEMO_ACCOUNTS = {
  labour: {
    phoneNumber: "9876543210",
    userType: "labour",
    firstName: "Ramesh",
    lastName: "Kumar",
    state: "Maharashtra",
    city: "Pune",
    trade: "electrician",
    about:
      "Electrician with a complete profile, applications in every status (one accepted awaiting " +
      "contact confirmation, one completed awaiting his rating), saved jobs and notifications.",
  },
  employer: {
    phoneNumber: "9876543211",
    userType: "employer",
    firstName: "Suresh",
    lastName: "Patil",
    companyName: "Patil Constructions",
    state: "Maharashtra",
    city: "Pune",
    about:
      "Construction contractor with a complete business profile, active, inactive and expired " +
      "jobs, and applicants in every status.",
  },
} as const;

export const PHONE_BLOCKS = {
  demoEmployers: 9_800_100_000,
  demoWorkers: 9_700_100_000,
  volumeEmployers: 6_000_000_000,
  volumeWorkers: 7_000_000_000,
} as const;

export function phoneNumber(block: number, index: number): string {
  return String(block + index);
}
