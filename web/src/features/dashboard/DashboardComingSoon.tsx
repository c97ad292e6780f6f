import { ComingSoonPage } from "../../components/ComingSoonPage";
import { useDashboardType } from "../../lib/use-dashboard-type";

/** The dashboard's other pages (jobs, applications, analytics) come with later work. */
export function Component() {
  const userType = useDashboardType();
  return (
    <ComingSoonPage screen={userType === "employer" ? "employerDashboard" : "labourDashboard"} />
  );
}
