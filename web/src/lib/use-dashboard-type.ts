import { useLocation } from "react-router";
import type { UserType } from "./user-type";

/** Whose dashboard this page belongs to, by its address (the guard made sure it is theirs). */
export function useDashboardType(): UserType {
  return useLocation().pathname.startsWith("/employer/") ? "employer" : "labour";
}
