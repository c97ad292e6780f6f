// The trades' table has no imports, so the admin chunk can carry it (as places/india.ts).
import { TRADES } from "@kaamsetu/shared/trades";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminNotificationsPageQuery } from "../../__generated__/AdminNotificationsPageQuery.graphql";
import type { AdminNotificationsPageSendMutation } from "../../__generated__/AdminNotificationsPageSendMutation.graphql";
import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SEGMENTS,
  BROADCAST_TITLE_MAX_LENGTH,
  INDIAN_STATES,
} from "../../config";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// Broadcast notifications: compose one title and message for a group
// (all workers, all employers, a state's people, a trade's workers), then the broadcasts sent,
// with how many each has reached. The server writes them in the background; the list shows
// "delivering" until it is done. Compose is there for an admin the server lets send (BROADCAST_SEND).

type Segment = (typeof BROADCAST_SEGMENTS)[number];

const broadcastsQuery = graphql`
  query AdminNotificationsPageQuery {
    adminBroadcasts {
      id
      title
      segment
      segmentValue
      delivered
      finished
      sentBy
      createdAt
    }
  }
`;

const sendMutation = graphql`
  mutation AdminNotificationsPageSendMutation(
    $title: String!
    $body: String!
    $segment: String!
    $value: String
  ) {
    broadcastNotification(title: $title, body: $body, segment: $segment, value: $value) {
      __typename
      ... on Broadcast {
        id
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

function Compose({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation("admin");
  const [segment, setSegment] = useState<Segment>("ALL_WORKERS");
  const [send, sending] = useMutationPromise<AdminNotificationsPageSendMutation>(sendMutation);
  const { notice, run } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const variables = {
      title: text("title"),
      body: text("body"),
      segment,
      value: segment === "STATE" || segment === "TRADE" ? text("value") : null,
    };
    const ok = await run(
      () => send(variables).then((result) => result.broadcastNotification),
      t("broadcast.sent"),
    );
    if (ok) {
      formElement.reset();
      onSent();
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <h2>{t("broadcast.compose")}</h2>
      <p>{t("broadcast.oneLanguage")}</p>
      <label htmlFor="broadcast-title">{t("broadcast.titleField")}</label>
      <input id="broadcast-title" name="title" maxLength={BROADCAST_TITLE_MAX_LENGTH} required />
      <label htmlFor="broadcast-body">{t("broadcast.bodyField")}</label>
      <textarea
        id="broadcast-body"
        name="body"
        rows={4}
        maxLength={BROADCAST_BODY_MAX_LENGTH}
        required
      />
      <label htmlFor="broadcast-segment">{t("broadcast.segment")}</label>
      <select
        id="broadcast-segment"
        name="segment"
        value={segment}
        onChange={(event) => setSegment(event.target.value as Segment)}
      >
        {BROADCAST_SEGMENTS.map((value) => (
          <option key={value} value={value}>
            {t(`broadcast.segments.${value}`)}
          </option>
        ))}
      </select>
      {segment === "STATE" || segment === "TRADE" ? (
        <>
          <label htmlFor="broadcast-value">
            {segment === "STATE" ? t("broadcast.state") : t("broadcast.trade")}
          </label>
          <select id="broadcast-value" name="value" defaultValue="" key={segment} required>
            <option value="" disabled>
              {t("broadcast.choose")}
            </option>
            {(segment === "STATE" ? INDIAN_STATES : TRADES.map((trade) => trade.trade)).map(
              (value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ),
            )}
          </select>
        </>
      ) : null}
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("broadcast.sending") : t("broadcast.send")}
      </button>
    </form>
  );
}

function Sent({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation("admin");
  const { adminBroadcasts } = useLazyLoadQuery<AdminNotificationsPageQuery>(
    broadcastsQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey },
  );
  return (
    <>
      <h2>{t("broadcast.past")}</h2>
      {adminBroadcasts.length === 0 ? (
        <p>{t("broadcast.none")}</p>
      ) : (
        <div className="admin-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("broadcast.titleField")}</th>
                <th scope="col">{t("broadcast.to")}</th>
                <th scope="col">{t("broadcast.delivered")}</th>
                <th scope="col">{t("broadcast.when")}</th>
              </tr>
            </thead>
            <tbody>
              {adminBroadcasts.map((broadcast) => (
                <tr key={broadcast.id}>
                  <td>{broadcast.title}</td>
                  <td>
                    {t(`broadcast.segments.${broadcast.segment}`, {
                      defaultValue: broadcast.segment,
                    })}
                    {broadcast.segmentValue ? `: ${broadcast.segmentValue}` : ""}
                  </td>
                  <td>
                    {broadcast.delivered}
                    {broadcast.finished ? "" : ` (${t("broadcast.delivering")})`}
                  </td>
                  <td>
                    {formatDateTime(String(broadcast.createdAt))}
                    {broadcast.sentBy ? ` · ${broadcast.sentBy}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="admin-page">
      <h1>{t("broadcast.title")}</h1>
      {may("BROADCAST_SEND") ? <Compose onSent={() => setFetchKey((key) => key + 1)} /> : null}
      <Sent fetchKey={fetchKey} />
    </section>
  );
}
