import query, {
  type NotificationsPageQuery,
} from "../../__generated__/NotificationsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<NotificationsPageQuery>("notifications", query, {
    first: PAGE_SIZE_DEFAULT,
  });
}
