// `npm run bench:profile`: a worker reads their own profile with all its education and experience
// entries, through GraphQL as the profile screen asks for it. Prints how many SQL statements one
// read runs at several numbers of entries (it must not grow with them: no query per entry), and
// the median and p95 of the read with 20 of each. In-process, so every statement is counted;
// BENCH_SHOW_SQL=1 prints each one.
import type pg from "pg";
import { startUserSession } from "../api/src/auth/session.js";
import { countStatements, stats, time, withScratchServices } from "./support.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ENTRY_COUNTS = [0, 1, 5, 20];

const DOCUMENT = `query BenchProfile {
  viewer {
    id firstName lastName phoneNumber email profilePicture state city isVerified identityType
    profileCompletion { percentage isComplete missingFields }
    labourProfile {
      skills gender dateOfBirth preferredStates preferredShift experienceYears languagesKnown
      currentSalary currentSalaryPeriod expectedSalary expectedSalaryPeriod resumeUrl
      preferredJobType preferredSalaryMin preferredSalaryMax preferredLocation willingToRelocate
      contactByEmail contactByPhone contactByWhatsapp allowRecruiterContact
      educations { id type instituteName fieldOfStudy startYear endYear currentlyStudying }
      experiences { id company positionTitle responsibilities startYear endYear currentlyWorking }
    }
  }
}`;

/** A worker with `entries` education and `entries` experience entries; their id. */
async function seedWorker(client: pg.Client, phone: string, entries: number): Promise<number> {
  const worker = await client.query<{ id: number }>(
    `INSERT INTO users (phone_number, user_type, first_name, last_name, state, city, updated_at)
     VALUES ($1, 'labour', 'Ramesh', 'Kumar', 'Maharashtra', 'Pune', now()) RETURNING id`,
    [phone],
  );
  const id = worker.rows[0]?.id as number;
  await client.query(
    `INSERT INTO labour_profiles (user_id, skills, updated_at) VALUES ($1, '{Plumbing}', now())`,
    [id],
  );
  await client.query(
    `INSERT INTO educations (labour_id, type, institute_name, position)
     SELECT $1, 'diploma', 'Institute ' || n, n FROM generate_series(1, $2::int) n`,
    [id, entries],
  );
  await client.query(
    `INSERT INTO experiences (labour_id, company, position_title, responsibilities, position)
     SELECT $1, 'Company ' || n, 'Helper', 'Site work', n FROM generate_series(1, $2::int) n`,
    [id, entries],
  );
  return id;
}

await withScratchServices("profile", async ({ services, connect, graphql }) => {
  const client = await connect();
  const workers = new Map<number, number>();
  try {
    for (const [i, entries] of ENTRY_COUNTS.entries()) {
      workers.set(
        entries,
        await seedWorker(client, `90000000${String(i).padStart(2, "0")}`, entries),
      );
    }
  } finally {
    await client.end();
  }
  const read = async (token: string) =>
    (
      await graphql<{
        viewer: { labourProfile: { educations: unknown[]; experiences: unknown[] } };
      }>(DOCUMENT, {}, token)
    ).viewer.labourProfile;

  console.log("SQL statements per profile read (must not grow with the entries)");
  const counts: number[] = [];
  const tokens = new Map<number, string>();
  for (const [entries, id] of workers) {
    const token = await startUserSession(services.prisma, services, id, {
      userAgent: "bench",
      ipAddress: "127.0.0.1",
    });
    tokens.set(entries, token);
    await read(token);
    let profile = { educations: [] as unknown[], experiences: [] as unknown[] };
    const statements = await countStatements(async () => {
      profile = await read(token);
    });
    counts.push(statements);
    console.log(
      `  ${String(profile.educations.length).padStart(2)} education + ${String(profile.experiences.length).padStart(2)} experience entries  ${statements} statements`,
    );
  }
  const flat = counts.every((n) => n === counts[0]);
  console.log(`  ${flat ? "constant" : "GROWS WITH THE ENTRIES"} across entry counts`);

  const most = tokens.get(ENTRY_COUNTS.at(-1) as number) as string;
  const { median, p95 } = stats(await time(ROUNDS, () => read(most)));
  console.log(
    `\nprofile with ${ENTRY_COUNTS.at(-1)} of each entry, ${ROUNDS} sequential reads: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
  );
});
