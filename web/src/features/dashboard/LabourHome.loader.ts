import generalQuery, {
  type GeneralApplicationCardQuery,
} from "../../__generated__/GeneralApplicationCardQuery.graphql";
import query, { type LabourHomeQuery } from "../../__generated__/LabourHomeQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { HOME_APPLICATIONS, HOME_RECOMMENDED, HOME_SAVED_JOBS } from "./sizes";

export function loader() {
  // The general application's card reads this one (GeneralApplicationCard.tsx).
  preloadRouteQuery<GeneralApplicationCardQuery>("labour-home-general", generalQuery, {});
  return preloadRouteQuery<LabourHomeQuery>("labour-home", query, {
    applications: HOME_APPLICATIONS,
    saved: HOME_SAVED_JOBS,
    recommended: HOME_RECOMMENDED,
  });
}
