import { fetchQuery, graphql } from "react-relay";
import type { refreshViewerQuery } from "../__generated__/refreshViewerQuery.graphql";
import { rejectSession, sessionToken, storeUserData } from "../session/session";
import { userDataFromViewer } from "../session/user-data";
import { getEnvironment } from "./environment";

// The cached profile is shown at once; this brings it up to date from the server (SPEC section
// 4). Loaded on its own, after the page has started, so Relay is not in the first bundle.

const query = graphql`
  query refreshViewerQuery {
    viewer {
      ...userData_user
    }
  }
`;

/**
 * Asks the server who the token belongs to and stores the answer. A token the server no longer
 * knows ends the session (the network layer reacts to UNAUTHENTICATED; a plain null viewer is
 * handled here). Other failures (offline) keep the cached profile.
 */
export async function refreshViewer(): Promise<void> {
  const token = sessionToken();
  if (!token) return;
  try {
    const data = await fetchQuery<refreshViewerQuery>(
      getEnvironment(),
      query,
      {},
      {
        fetchPolicy: "network-only",
      },
    ).toPromise();
    if (sessionToken() !== token) return;
    if (data?.viewer) storeUserData(userDataFromViewer(data.viewer));
    else if (data) rejectSession(token);
  } catch (error) {
    console.warn("Could not refresh the profile", error);
  }
}
