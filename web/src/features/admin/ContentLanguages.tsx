import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import type { ContentLanguages_query$key } from "../../__generated__/ContentLanguages_query.graphql";
import type { ContentLanguagesConfirmMutation } from "../../__generated__/ContentLanguagesConfirmMutation.graphql";
import type { ContentLanguagesRefetchQuery } from "../../__generated__/ContentLanguagesRefetchQuery.graphql";
import { formatDate } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminNotice } from "./AdminNotice";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// The content section's "which languages": for each English page, question or post, whether
// each language that has texts of its own is missing (visitors read the English), not public,
// edited since (the English text changed after the translation was written from it) or up to
// date. The server decides (services/content/translations.ts: each translation records the
// English text it was written from); an admin who may edit content marks a checked translation
// as matching the English as it is now.

// The page's query spreads it; a confirmed translation refetches the table (its states are the
// server's to decide).
const fragment = graphql`
  fragment ContentLanguages_query on Query
  @refetchable(queryName: "ContentLanguagesRefetchQuery")
  @argumentDefinitions(kind: { type: "ContentKind!" }) {
    adminContentLanguages(kind: $kind) {
      english {
        id
        slug
        title
        textUpdatedAt
      }
      languages {
        language
        state
        outdated
        entry {
          id
          title
          sourceTextUpdatedAt
        }
      }
    }
  }
`;
const confirmMutation = graphql`
  mutation ContentLanguagesConfirmMutation($id: ID!) {
    confirmContentTranslation(id: $id) {
      __typename
      ... on ConfirmContentTranslationPayload {
        entry {
          id
          sourceTextUpdatedAt
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function ContentLanguages({ query }: { query: ContentLanguages_query$key }) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-content__languages" aria-labelledby="content-languages-title">
      <h2 id="content-languages-title">{t("contentLanguages.title")}</h2>
      <p>{t("contentLanguages.intro")}</p>
      <LanguagesTable query={query} />
    </section>
  );
}

function LanguagesTable({ query }: { query: ContentLanguages_query$key }) {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const [{ adminContentLanguages: rows }, refetch] = useRefetchableFragment<
    ContentLanguagesRefetchQuery,
    ContentLanguages_query$key
  >(fragment, query);
  const [confirm, confirming] =
    useMutationPromise<ContentLanguagesConfirmMutation>(confirmMutation);
  const { notice, run } = useAdminAction();
  const languages = rows[0]?.languages.map((status) => status.language) ?? [];
  const count = (state: string) =>
    rows.reduce((sum, row) => sum + row.languages.filter((l) => l.state === state).length, 0);

  if (rows.length === 0) return <p>{t("contentLanguages.none")}</p>;
  return (
    <>
      <AdminNotice notice={notice} />
      <p>
        {t("contentLanguages.summary", {
          missing: count("MISSING"),
          outdated: count("OUTDATED"),
          notPublic: count("NOT_PUBLIC"),
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("content.fields.slug")}</th>
            <th scope="col">{t("contentLanguages.english")}</th>
            {languages.map((language) => (
              <th key={language} scope="col">
                {language}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.english.id}>
              <th scope="row">{row.english.slug}</th>
              <td>
                {row.english.title}
                <br />
                <small>
                  {t("contentLanguages.englishChanged", {
                    date: formatDate(String(row.english.textUpdatedAt)),
                  })}
                </small>
              </td>
              {row.languages.map((status) => (
                <td key={status.language} data-state={status.state}>
                  {t(`contentLanguages.states.${status.state}`)}
                  {status.state === "NOT_PUBLIC" && status.outdated
                    ? ` · ${t("contentLanguages.states.OUTDATED")}`
                    : null}
                  {status.outdated && status.entry && mayEdit ? (
                    <>
                      <br />
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={confirming}
                        aria-label={t("contentLanguages.confirmLabel", {
                          language: status.language,
                          title: row.english.title,
                        })}
                        onClick={async () => {
                          const id = status.entry?.id;
                          if (!id) return;
                          const ok = await run(
                            () =>
                              confirm({ id }).then((result) => result.confirmContentTranslation),
                            t("contentLanguages.confirmed"),
                          );
                          if (ok) refetch({}, { fetchPolicy: "network-only" });
                        }}
                      >
                        {t("contentLanguages.confirm")}
                      </button>
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
