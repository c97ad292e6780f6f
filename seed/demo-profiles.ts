import type { EmployerSeed, WorkerSeed } from "./builders.js";
import type { Row } from "./insert.js";
import type { Random } from "./random.js";

// Education and work history of the demo workers, with years that fit their age.

const SCHOOLS = [
  "Zilla Parishad High School",
  "Government High School",
  "Saraswati Vidya Mandir",
  "Municipal Corporation School",
  "Kendriya Vidyalaya",
];

/** ITI trades by the role of the trade they lead to. */
const ITI_TRADES: Record<string, string> = {
  electrician: "Electrician",
  fitter: "Fitter",
  welder: "Welder (Gas and Electric)",
  plumber: "Plumber",
  carpenter: "Carpenter",
  "ac technician": "Refrigeration and Air Conditioning Technician",
  "machine operator": "Machinist",
  tailor: "Sewing Technology",
  driver: "Mechanic Motor Vehicle",
};

function education(
  worker: WorkerSeed,
  type: string,
  institute: string,
  field: string | null,
  start: number,
  end: number,
  thisYear: number,
): Row {
  const studying = end > thisYear;
  return {
    labour_id: worker.id,
    type,
    institute_name: `${institute}, ${worker.city.name}`,
    field_of_study: field,
    start_year: start,
    end_year: studying ? null : end,
    currently_studying: studying,
    created_at: worker.createdAt,
  };
}

function educations(rng: Random, worker: WorkerSeed, thisYear: number): Row[] {
  if (rng.chance(0.35)) return [];
  const born = worker.birthYear;
  const rows = [
    education(worker, "high_school", rng.pick(SCHOOLS), null, born + 11, born + 16, thisYear),
  ];
  if (rng.chance(0.4)) {
    const stream = rng.pick(["Arts", "Commerce", "Science"]);
    rows.push(
      education(
        worker,
        "intermediate",
        "Government Junior College",
        stream,
        born + 16,
        born + 18,
        thisYear,
      ),
    );
  }
  const iti = ITI_TRADES[worker.trade.role];
  if (iti && rng.chance(0.5)) {
    rows.push(
      education(
        worker,
        "vocational_training",
        "Government ITI",
        iti,
        born + 17,
        born + 19,
        thisYear,
      ),
    );
  } else if (rng.chance(0.2)) {
    const field = `${worker.trade.label} (Skill India)`;
    rows.push(
      education(
        worker,
        "certification",
        "PMKVY Training Centre",
        field,
        born + 19,
        born + 19,
        thisYear,
      ),
    );
  }
  return rows;
}

function experiences(
  rng: Random,
  worker: WorkerSeed,
  companies: readonly string[],
  thisYear: number,
) {
  if (worker.experienceYears < 1 || rng.chance(0.35)) return [];
  const rows: Row[] = [];
  let end: number | null = rng.chance(0.4) ? null : thisYear - rng.int(0, 1);
  const count = rng.int(1, 2);
  for (let i = 0; i < count; i++) {
    const start = Math.max(worker.birthYear + 18, (end ?? thisYear) - rng.int(1, 5));
    if (start > (end ?? thisYear)) break;
    rows.push({
      labour_id: worker.id,
      company: rng.pick(companies),
      position_title: worker.trade.label,
      responsibilities: rng.pick(worker.trade.duties),
      start_year: start,
      end_year: end,
      currently_working: end === null,
      created_at: worker.createdAt,
    });
    end = start;
  }
  return rows;
}

function demoWorkerHistory(worker: WorkerSeed) {
  const base = { labour_id: worker.id, created_at: worker.createdAt, currently_studying: false };
  const educationRows: Row[] = [
    {
      ...base,
      type: "high_school",
      institute_name: "Zilla Parishad High School, Baramati",
      field_of_study: null,
      start_year: 2001,
      end_year: 2006,
    },
    {
      ...base,
      type: "vocational_training",
      institute_name: "Government ITI, Aundh, Pune",
      field_of_study: "Electrician",
      start_year: 2007,
      end_year: 2009,
    },
  ];
  const job = { labour_id: worker.id, created_at: worker.createdAt };
  const experienceRows: Row[] = [
    {
      ...job,
      company: "Sai Electricals",
      position_title: "Electrician",
      responsibilities: "House and shop wiring, MCB and DB fitting, fault finding.",
      start_year: 2012,
      end_year: 2018,
      currently_working: false,
    },
    {
      ...job,
      company: "Shree Ganesh Electric Works",
      position_title: "Senior Electrician",
      responsibilities: "Panel wiring and maintenance for housing societies; leads two helpers.",
      start_year: 2018,
      end_year: null,
      currently_working: true,
    },
  ];
  return { educationRows, experienceRows };
}

export function planWorkerHistories(
  rng: Random,
  workers: readonly WorkerSeed[],
  employers: readonly EmployerSeed[],
  now: Date,
): { educations: Row[]; experiences: Row[] } {
  const thisYear = now.getUTCFullYear();
  const companies = employers.flatMap((employer) => (employer.company ? [employer.company] : []));
  const [demo, ...others] = workers as [WorkerSeed, ...WorkerSeed[]];
  const { educationRows, experienceRows } = demoWorkerHistory(demo);
  for (const worker of others) {
    educationRows.push(...educations(rng, worker, thisYear));
    experienceRows.push(...experiences(rng, worker, companies, thisYear));
  }
  return { educations: educationRows, experiences: experienceRows };
}
