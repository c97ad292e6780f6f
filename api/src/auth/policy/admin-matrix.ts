import { ADMIN_ACTIONS } from "./permissions.js";
import { ADMIN_ACCESS, ADMIN_ROLES, ADMIN_SECTIONS } from "./roles.js";

// The admin matrix as docs/back-office.md prints it, made from the policy's data;
// admin-matrix.test.ts fails while the doc's copy differs.

const words = (value: string) => value.toLowerCase().replace("_", " ");
const sectionName = (section: string) => section.replace(/([A-Z])/g, " $1").toLowerCase();

/** Roles by sections, each cell the role's access level. */
export function adminMatrixMarkdown(): string {
  const header = `| Section | ${ADMIN_ROLES.map(words).join(" | ")} |`;
  const rule = `|---|${ADMIN_ROLES.map(() => "---").join("|")}|`;
  const rows = ADMIN_SECTIONS.map(
    (section) =>
      `| ${sectionName(section)} | ${ADMIN_ROLES.map((role) => words(ADMIN_ACCESS[role][section])).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}

/** What each admin action needs: a section and the least level there. */
export function adminActionsMarkdown(): string {
  const rows = Object.entries(ADMIN_ACTIONS).map(
    ([action, need]) =>
      `| \`${action}\` | ${need ? `${sectionName(need[0])}, at least ${words(need[1])}` : ""} |`,
  );
  return ["| Action | Needs |", "|---|---|", ...rows].join("\n");
}
