import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { ProfilePageQuery } from "../../__generated__/ProfilePageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PageSpinner } from "../../components/Spinner";
import { useRouteQuery } from "../../relay/route-query";
import { rejectSession, sessionToken } from "../../session/session";
import { ProfileEditor } from "../profile/ProfileEditor";
import { ProfileCompletionCard } from "./ProfileCompletionCard";

export const handle = { title: "dashboard:profile.title" };

function Profile() {
  const { viewer } = useRouteQuery<ProfilePageQuery>(graphql`
    query ProfilePageQuery {
      viewer {
        ...ProfileEditor_user
        ...ProfileCompletionCard_user
      }
    }
  `);
  // Signed in here but nobody to the server: the token is no longer good.
  useEffect(() => {
    const token = sessionToken();
    if (!viewer && token) rejectSession(token);
  }, [viewer]);
  if (!viewer) return null;
  return (
    <div className="profile-page">
      <ProfileCompletionCard user={viewer} />
      <ProfileEditor user={viewer} />
    </div>
  );
}

/** /{type}/dashboard/profile: the profile's completion and its editor (features/profile). */
export function Component() {
  const { t } = useTranslation("dashboard");
  const queryReference = useLoaderData();
  return (
    <>
      <h1>{t("profile.heading")}</h1>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("profile.failed")} hint={t("profile.failedHint")} />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Profile />
        </Suspense>
      </QueryErrorBoundary>
    </>
  );
}
