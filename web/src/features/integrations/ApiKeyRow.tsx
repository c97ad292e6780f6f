import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ApiKeyRow_apiKey$key } from "../../__generated__/ApiKeyRow_apiKey.graphql";
import type { ApiKeyRowRevokeMutation } from "../../__generated__/ApiKeyRowRevokeMutation.graphql";
import { ConfirmDialog } from "../../components/Dialog";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { scopeKey } from "./scope-key";

// One key: its name, its first characters, what it may do, when it was made and last used;
// Revoke asks first, then the key stops at once (the answer's revokedAt updates the row).

const revokeMutation = graphql`
  mutation ApiKeyRowRevokeMutation($id: ID!) {
    revokeApiKey(id: $id) {
      __typename
      ... on RevokeApiKeyPayload {
        apiKey {
          id
          revokedAt
        }
      }
    }
  }
`;

export function ApiKeyRow({ apiKey }: { apiKey: ApiKeyRow_apiKey$key }) {
  const { t } = useTranslation("dashboard");
  const key = useFragment(
    graphql`
      fragment ApiKeyRow_apiKey on ApiKey {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
        revokedAt
      }
    `,
    apiKey,
  );
  const [revoke, revoking] = useMutationPromise<ApiKeyRowRevokeMutation>(revokeMutation);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setFailed(false);
    try {
      const { revokeApiKey: answer } = await revoke({ id: key.id });
      if (answer.__typename !== "RevokeApiKeyPayload") setFailed(true);
    } catch {
      setFailed(true);
    }
    setAsking(false);
  }

  return (
    <li className={key.revokedAt ? "card api-key api-key--revoked" : "card api-key"}>
      <h3 className="api-key__name">{key.name}</h3>
      <p className="api-key__prefix">
        <code>{key.prefix}…</code>
      </p>
      <p className="api-key__scopes">
        {key.scopes.map((scope) => t(scopeKey(scope), { defaultValue: scope })).join(" · ")}
      </p>
      <p className="api-key__dates">
        {t("integrations.created", { date: formatDateTime(key.createdAt) })}
        {" · "}
        {key.lastUsedAt
          ? t("integrations.lastUsed", { date: formatDateTime(key.lastUsedAt) })
          : t("integrations.neverUsed")}
      </p>
      {key.revokedAt ? (
        <p className="api-key__revoked">
          {t("integrations.revokedAt", { date: formatDateTime(key.revokedAt) })}
        </p>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {t("integrations.revoke")}
        </button>
      )}
      {failed ? (
        <p role="alert" className="form-field__error">
          {t("integrations.revokeFailed")}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        busy={revoking}
        texts={{
          title: t("integrations.revokeTitle", { name: key.name }),
          body: t("integrations.revokeBody"),
          cancel: t("integrations.keep"),
          confirm: t("integrations.revoke"),
          busy: t("integrations.revoking"),
        }}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
