// The two kinds of account, and where each one's dashboard lives.

export type UserType = "labour" | "employer";

export function dashboardPath(userType: UserType): string {
  return `/${userType}/dashboard`;
}
