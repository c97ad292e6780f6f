import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusPage } from "./StatusPage";

/**
 * What a route shows when it throws: the status pages for 403/404 answers, otherwise the 500
 * page ('Something went wrong'), whose status the server answers with when it drew it. The
 * error's own text is never shown (it can name code, paths or data); the console has it.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    return <StatusPage status={error.status} />;
  }
  return <StatusPage status={500} />;
}
