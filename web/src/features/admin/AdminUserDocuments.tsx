import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminUserDocuments_user$key } from "../../__generated__/AdminUserDocuments_user.graphql";
import type { AdminUserDocumentsRejectMutation } from "../../__generated__/AdminUserDocumentsRejectMutation.graphql";
import type { AdminUserDocumentsVerifyMutation } from "../../__generated__/AdminUserDocumentsVerifyMutation.graphql";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { ModerationActions } from "./ModerationActions";

// The account's identity documents, each verified or rejected (with a reason its holder reads)
// by an admin the server lets review documents. The answer is the document and its holder's
// sections a review changes (the verified badge follows the documents; the audit trail).

const verifyDocument = graphql`
  mutation AdminUserDocumentsVerifyMutation($id: ID!) {
    verifyIdentityDocument(id: $id) {
      __typename
      ... on ReviewIdentityDocumentPayload {
        document {
          id
          status
          rejectionReason
          holder {
            ...AdminUserFacts_user
            ...AdminUserActions_user
            ...AdminUserAudit_user
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const rejectDocument = graphql`
  mutation AdminUserDocumentsRejectMutation($id: ID!, $reason: String!) {
    rejectIdentityDocument(id: $id, reason: $reason) {
      __typename
      ... on ReviewIdentityDocumentPayload {
        document {
          id
          status
          rejectionReason
          holder {
            ...AdminUserFacts_user
            ...AdminUserActions_user
            ...AdminUserAudit_user
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminUserDocuments({ user }: { user: AdminUserDocuments_user$key }) {
  const { t } = useTranslation("admin");
  const mayReview = useAdminMay()("DOCUMENT_REVIEW");
  const { identityDocuments: documents } = useFragment(
    graphql`
      fragment AdminUserDocuments_user on User {
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
    `,
    user,
  );
  const [verify] = useMutationPromise<AdminUserDocumentsVerifyMutation>(verifyDocument);
  const [reject] = useMutationPromise<AdminUserDocumentsRejectMutation>(rejectDocument);
  return (
    <section>
      <h2>{t("users.documents.title")}</h2>
      {documents.length === 0 ? <p>{t("users.documents.none")}</p> : null}
      <ul className="admin-user__documents">
        {documents.map((document) => {
          const name = t(`users.documents.types.${document.type}`);
          return (
            <li key={document.id} aria-label={name}>
              <strong>{name}</strong> ····{document.numberLast4} ·{" "}
              {t(`users.documents.states.${document.status}`)} ·{" "}
              {formatDateTime(document.submittedAt as string)}
              {document.rejectionReason ? (
                <p>{t("users.documents.reason", { reason: document.rejectionReason })}</p>
              ) : null}
              {document.documentDownloadUrl ? (
                <a href={document.documentDownloadUrl} target="_blank" rel="noreferrer">
                  {t("users.documents.open")}
                </a>
              ) : null}
              {/* Kept after the decision (no actions left) so its answer stays said. */}
              {mayReview ? (
                <ModerationActions
                  actions={
                    document.status !== "PENDING"
                      ? []
                      : [
                          {
                            id: "verify",
                            label: t("users.documents.verify"),
                            tone: "primary",
                            done: t("users.documents.done.verified"),
                            act: () =>
                              verify({ id: document.id }).then((r) => r.verifyIdentityDocument),
                          },
                          {
                            id: "reject",
                            label: t("users.documents.reject"),
                            tone: "ghost",
                            done: t("users.documents.done.rejected"),
                            ask: {
                              title: t("users.documents.rejectTitle"),
                              body: t("safeActions.documentRejectWill"),
                              reason: "required",
                            },
                            act: (reason) =>
                              reject({ id: document.id, reason: reason ?? "" }).then(
                                (r) => r.rejectIdentityDocument,
                              ),
                          },
                        ]
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
