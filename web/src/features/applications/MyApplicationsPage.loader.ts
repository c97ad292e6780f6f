import type { LoaderFunctionArgs } from "react-router";
import query, {
  type MyApplicationsPageQuery,
} from "../../__generated__/MyApplicationsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { applicationFilterOf } from "../../lib/application-filter";
import { filterStatus } from "../../lib/status-filter";
import { preloadWithCopy } from "../../relay/offline-route";

export function loader({ request }: LoaderFunctionArgs) {
  const status = filterStatus(applicationFilterOf(new URL(request.url).searchParams));
  return preloadWithCopy<MyApplicationsPageQuery>("my-applications", query, {
    status,
    first: PAGE_SIZE_DEFAULT,
  });
}
