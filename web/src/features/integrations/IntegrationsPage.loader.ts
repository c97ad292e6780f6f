import query, {
  type IntegrationsPageQuery,
} from "../../__generated__/IntegrationsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<IntegrationsPageQuery>("integrations", query, {});
}
