import query, { type ProfilePageQuery } from "../../__generated__/ProfilePageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<ProfilePageQuery>("profile", query, {});
}
