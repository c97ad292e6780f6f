import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useNavigate, useParams } from "react-router";
import type { AdminUserPageBlockMutation } from "../../__generated__/AdminUserPageBlockMutation.graphql";
import type { AdminUserPageDeleteMutation } from "../../__generated__/AdminUserPageDeleteMutation.graphql";
import type { AdminUserPageQuery } from "../../__generated__/AdminUserPageQuery.graphql";
import type { AdminUserPageRejectDocumentMutation } from "../../__generated__/AdminUserPageRejectDocumentMutation.graphql";
import type { AdminUserPageUnblockMutation } from "../../__generated__/AdminUserPageUnblockMutation.graphql";
import type { AdminUserPageVerifyDocumentMutation } from "../../__generated__/AdminUserPageVerifyDocumentMutation.graphql";
import type { AdminUserPageVerifyMutation } from "../../__generated__/AdminUserPageVerifyMutation.graphql";
import { ConfirmDialog } from "../../components/Dialog";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { ReasonDialog } from "./ReasonDialog";
import { useAdminAction } from "./use-admin-action";

// One worker or employer: their account and identity documents, and the
// decisions the role may take: verify or reject a document (with a reason the holder reads),
// give the verified badge, block or unblock, delete (confirmed: the personal data is erased).

const userQuery = graphql`
  query AdminUserPageQuery($id: ID!) {
    adminUser(id: $id) {
      id
      firstName
      lastName
      phoneNumber
      email
      userType
      accountState
      isVerified
      city
      createdAt
      lastLoginAt
      erasedAt
      identityDocuments {
        id
        type
        numberLast4
        status
        rejectionReason
        submittedAt
        documentDownloadUrl
      }
    }
  }
`;

// What each of the account's actions changes, read back into the page's user.
graphql`
  fragment AdminUserPage_state on User {
    id
    accountState
    isVerified
    erasedAt
  }
`;

const verifyUser = graphql`
  mutation AdminUserPageVerifyMutation($id: ID!) {
    verifyUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...AdminUserPage_state
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const blockUser = graphql`
  mutation AdminUserPageBlockMutation($id: ID!) {
    blockUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...AdminUserPage_state
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const unblockUser = graphql`
  mutation AdminUserPageUnblockMutation($id: ID!) {
    unblockUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...AdminUserPage_state
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const deleteUser = graphql`
  mutation AdminUserPageDeleteMutation($id: ID!) {
    deleteUser(id: $id) {
      __typename
      ... on AdminUserPayload {
        user {
          ...AdminUserPage_state
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const verifyDocument = graphql`
  mutation AdminUserPageVerifyDocumentMutation($id: ID!) {
    verifyIdentityDocument(id: $id) {
      __typename
      ... on ReviewIdentityDocumentPayload {
        document {
          id
          status
          rejectionReason
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const rejectDocument = graphql`
  mutation AdminUserPageRejectDocumentMutation($id: ID!, $reason: String!) {
    rejectIdentityDocument(id: $id, reason: $reason) {
      __typename
      ... on ReviewIdentityDocumentPayload {
        document {
          id
          status
          rejectionReason
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Pending = { kind: "rejectDocument"; id: string } | { kind: "delete" } | null;

export function Component() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [fetchKey, setFetchKey] = useState(0);
  const { adminUser: user } = useLazyLoadQuery<AdminUserPageQuery>(
    userQuery,
    { id },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const may = useAdminMay();
  const mayModerate = may("ACCOUNT_MODERATE");
  const mayErase = may("ACCOUNT_ERASE");
  const { notice, run } = useAdminAction();
  const [pending, setPending] = useState<Pending>(null);
  const [verify, verifying] = useMutationPromise<AdminUserPageVerifyMutation>(verifyUser);
  const [block, blocking] = useMutationPromise<AdminUserPageBlockMutation>(blockUser);
  const [unblock, unblocking] = useMutationPromise<AdminUserPageUnblockMutation>(unblockUser);
  const [erase, erasing] = useMutationPromise<AdminUserPageDeleteMutation>(deleteUser);
  const [verifyDoc, verifyingDoc] =
    useMutationPromise<AdminUserPageVerifyDocumentMutation>(verifyDocument);
  const [rejectDoc, rejectingDoc] =
    useMutationPromise<AdminUserPageRejectDocumentMutation>(rejectDocument);
  const busy = verifying || blocking || unblocking || erasing || verifyingDoc || rejectingDoc;

  if (!user) {
    return (
      <section className="admin-page">
        <h1>{t("users.notFound")}</h1>
        <Link to="..">{t("users.back")}</Link>
      </section>
    );
  }

  async function decide(action: Parameters<typeof run>[0], done: string) {
    const ok = await run(action, done);
    setPending(null);
    if (ok) setFetchKey((key) => key + 1);
    return ok;
  }

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <section className="admin-page">
      <Link to="..">{t("users.back")}</Link>
      <h1>{name}</h1>
      <dl className="admin-user__facts">
        <dt>{t("users.columns.phone")}</dt>
        <dd>{user.phoneNumber}</dd>
        <dt>{t("fields.email")}</dt>
        <dd>{user.email ?? "—"}</dd>
        <dt>{t("users.type")}</dt>
        <dd>{t(`users.types.${user.userType}`)}</dd>
        <dt>{t("users.status")}</dt>
        <dd>{t(`users.states.${user.accountState}`)}</dd>
        <dt>{t("users.columns.joined")}</dt>
        <dd>{formatDateTime(user.createdAt as string)}</dd>
        <dt>{t("users.lastLogin")}</dt>
        <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt as string) : "—"}</dd>
      </dl>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
      {(mayModerate || mayErase) && !user.erasedAt ? (
        <div className="admin-page__actions">
          {mayModerate ? (
            <>
              {user.isVerified ? null : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() =>
                    decide(
                      () => verify({ id: user.id }).then((r) => r.verifyUser),
                      t("users.done.verified"),
                    )
                  }
                >
                  {t("users.actions.verify")}
                </button>
              )}
              {user.accountState === "BLOCKED" ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() =>
                    decide(
                      () => unblock({ id: user.id }).then((r) => r.unblockUser),
                      t("users.done.unblocked"),
                    )
                  }
                >
                  {t("users.actions.unblock")}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() =>
                    decide(
                      () => block({ id: user.id }).then((r) => r.blockUser),
                      t("users.done.blocked"),
                    )
                  }
                >
                  {t("users.actions.block")}
                </button>
              )}
            </>
          ) : null}
          {mayErase ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => setPending({ kind: "delete" })}
            >
              {t("users.actions.delete")}
            </button>
          ) : null}
        </div>
      ) : null}
      <h2>{t("users.documents.title")}</h2>
      {user.identityDocuments.length === 0 ? <p>{t("users.documents.none")}</p> : null}
      <ul className="admin-user__documents">
        {user.identityDocuments.map((document) => (
          <li key={document.id} aria-label={t(`users.documents.types.${document.type}`)}>
            <strong>{t(`users.documents.types.${document.type}`)}</strong> ····
            {document.numberLast4} · {t(`users.documents.states.${document.status}`)} ·{" "}
            {formatDateTime(document.submittedAt as string)}
            {document.rejectionReason ? (
              <p>{t("users.documents.reason", { reason: document.rejectionReason })}</p>
            ) : null}
            {document.documentDownloadUrl ? (
              <a href={document.documentDownloadUrl} target="_blank" rel="noreferrer">
                {t("users.documents.open")}
              </a>
            ) : null}
            {may("DOCUMENT_REVIEW") && document.status === "PENDING" ? (
              <div className="admin-page__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() =>
                    decide(
                      () => verifyDoc({ id: document.id }).then((r) => r.verifyIdentityDocument),
                      t("users.documents.done.verified"),
                    )
                  }
                >
                  {t("users.documents.verify")}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => setPending({ kind: "rejectDocument", id: document.id })}
                >
                  {t("users.documents.reject")}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ReasonDialog
        key={pending?.kind === "rejectDocument" ? pending.id : "none"}
        open={pending?.kind === "rejectDocument"}
        busy={busy}
        title={t("users.documents.rejectTitle")}
        confirm={t("users.documents.reject")}
        required
        onCancel={() => setPending(null)}
        onConfirm={(reason) =>
          pending?.kind === "rejectDocument" &&
          decide(
            () => rejectDoc({ id: pending.id, reason }).then((r) => r.rejectIdentityDocument),
            t("users.documents.done.rejected"),
          )
        }
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        busy={busy}
        texts={{
          title: t("users.deleteTitle", { name }),
          body: t("users.deleteBody"),
          cancel: t("actions.cancel"),
          confirm: t("users.actions.delete"),
          busy: t("actions.working"),
        }}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (
            await decide(
              () => erase({ id: user.id }).then((r) => r.deleteUser),
              t("users.done.deleted"),
            )
          )
            navigate("..", { relative: "path" });
        }}
      />
    </section>
  );
}
