import type pg from "pg";
import { SQL_CONSOLE_ROLE, SQL_CONSOLE_ROLE_SETTINGS } from "../../constants.js";
import { log } from "../../log.js";

// The console role's own settings, written again at every start (migration
// 20261207110000_console_bounds wrote them first): a role may ALTER ROLE itself SET, which no
// grant can take away, so whatever changed them since (a console session, an operator) is undone
// here. Settings of the role the console does not use (a search_path, say) are removed, and so
// are this database's own settings for the role, which would win over the role's. Each statement
// stands alone: where the database refuses one (temp_file_limit needs a superuser; a managed
// database's login may have less), the rest still hold, and the log says which.

/**
 * Sets the console role's bounds (`role` another one only in tests, which must not disturb the
 * cluster's console); returns the names the database would not let it write.
 */
export async function boundConsoleRole(pool: pg.Pool, role = SQL_CONSOLE_ROLE): Promise<string[]> {
  const found = await pool.query<{ oid: number }>("SELECT oid FROM pg_roles WHERE rolname = $1", [
    role,
  ]);
  if (found.rowCount === 0) return [];
  const { rows } = await pool.query<{ name: string; here: boolean }>(
    `SELECT split_part(c.setting, '=', 1) AS name, d.setdatabase <> 0 AS here
     FROM pg_db_role_setting d CROSS JOIN LATERAL unnest(d.setconfig) AS c(setting)
     WHERE d.setrole = $1
       AND d.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))`,
    [found.rows[0]?.oid],
  );
  const refused: string[] = [];
  const attempt = async (name: string, statement: string) => {
    try {
      await pool.query(statement);
    } catch (error) {
      refused.push(name);
      log.warn(`the SQL console role's ${name} cannot be written here`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const database = (await pool.query<{ name: string }>("SELECT current_database() AS name")).rows[0]
    ?.name;
  for (const { name, here } of rows) {
    if (here) {
      await attempt(
        name,
        `ALTER ROLE ${quoted(role)} IN DATABASE ${quoted(database ?? "")} RESET ${quoted(name)}`,
      );
    } else if (!Object.hasOwn(SQL_CONSOLE_ROLE_SETTINGS, name)) {
      await attempt(name, `ALTER ROLE ${quoted(role)} RESET ${quoted(name)}`);
    }
  }
  for (const [name, value] of Object.entries(SQL_CONSOLE_ROLE_SETTINGS)) {
    await attempt(name, `ALTER ROLE ${quoted(role)} SET ${quoted(name)} = ${Number(value)}`);
  }
  return refused;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
