import query, { type LabourHomeQuery } from "../../__generated__/LabourHomeQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { HOME_APPLICATIONS, HOME_RECOMMENDED, HOME_SAVED_JOBS } from "./sizes";

export function loader() {
  return preloadRouteQuery<LabourHomeQuery>("labour-home", query, {
    applications: HOME_APPLICATIONS,
    saved: HOME_SAVED_JOBS,
    recommended: HOME_RECOMMENDED,
  });
}
