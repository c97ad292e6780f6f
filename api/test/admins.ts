import { hash } from "@node-rs/argon2";
import type { AdminRole as PolicyRole } from "../src/auth/policy/roles.js";
import { startAdminSession } from "../src/auth/session.js";
import type { TestApp } from "./app.js";

// Admins for API tests: a row of the given role and a real admin session token, as signing in
// makes them (admin.test.ts signs in through /admin/login/ itself).

let counter = 0;

export async function signedInAdmin(
  t: TestApp,
  role: PolicyRole = "SUPERUSER",
  options: { password?: string } = {},
) {
  counter += 1;
  const username = `admin-${role.toLowerCase()}-${counter}-${process.pid}`;
  const admin = await t.db.prisma.admin.create({
    data: {
      username,
      email: `${username}@example.in`,
      fullName: `Test ${role.toLowerCase()}`,
      passwordHash: options.password ? await hash(options.password) : "not-a-hash",
      role,
    },
  });
  const token = await startAdminSession(t.db.prisma, t.services, admin.id, {
    userAgent: "api-test",
    ipAddress: "127.0.0.1",
  });
  return { admin, token };
}
