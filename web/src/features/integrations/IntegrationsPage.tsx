import "../../styles/list-page.css";
import "./integrations.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { IntegrationsPageQuery } from "../../__generated__/IntegrationsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useRouteQuery } from "../../relay/route-query";
import { ApiKeyForm } from "./ApiKeyForm";
import { ApiKeyRow } from "./ApiKeyRow";

// An employer's API keys: make one (its key shown once), see each key's scopes and last use,
// revoke one. What a key may do is the server's (auth/policy/api-keys.ts); this page only asks.

export const handle = { title: "dashboard:integrations.title" };

function ApiKeys() {
  const { t } = useTranslation("dashboard");
  const { apiKeys, apiKeyScopes } = useRouteQuery<IntegrationsPageQuery>(graphql`
    query IntegrationsPageQuery {
      apiKeys {
        id
        ...ApiKeyRow_apiKey
      }
      apiKeyScopes
    }
  `);
  return (
    <>
      <ApiKeyForm scopes={apiKeyScopes} />
      <h2 className="api-keys__heading">{t("integrations.keys")}</h2>
      {apiKeys.length === 0 ? (
        <p className="card api-keys__empty">{t("integrations.none")}</p>
      ) : (
        <ul className="api-keys">
          {apiKeys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation("dashboard");
  const queryReference = useLoaderData();
  return (
    <div className="list-page integrations">
      <header>
        <h1>{t("integrations.title")}</h1>
        <p>{t("integrations.intro")}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("integrations.loadFailed")} hint={t("integrations.loadFailedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton api-keys__skeleton" />}>
          <ApiKeys />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
