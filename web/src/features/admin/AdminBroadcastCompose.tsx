// The trades' table has no imports, so the admin chunk can carry it (as places/india.ts).
import { TRADES } from "@kaamsetu/shared/trades";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminBroadcastComposeSendMutation } from "../../__generated__/AdminBroadcastComposeSendMutation.graphql";
import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SEGMENTS,
  BROADCAST_TITLE_MAX_LENGTH,
  INDIAN_STATES,
} from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminNotice } from "./AdminNotice";
import { addToRootList } from "./root-list";
import { useAdminAction } from "./use-admin-action";

// Compose a broadcast: one title and message for a group (all workers, all employers, a state's
// people, a trade's workers). The server's answer, the broadcast, goes first in the list sent.

type Segment = (typeof BROADCAST_SEGMENTS)[number];

const sendMutation = graphql`
  mutation AdminBroadcastComposeSendMutation(
    $title: String!
    $body: String!
    $segment: String!
    $value: String
  ) {
    broadcastNotification(title: $title, body: $body, segment: $segment, value: $value) {
      __typename
      ... on Broadcast {
        id
        ...AdminBroadcastRow_broadcast @alias(as: "row")
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminBroadcastCompose() {
  const { t } = useTranslation("admin");
  const [segment, setSegment] = useState<Segment>("ALL_WORKERS");
  const [send, sending] = useMutationPromise<AdminBroadcastComposeSendMutation>(sendMutation);
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
      () =>
        send(variables, {
          updater: (store) => {
            const sent = store.getRootField("broadcastNotification");
            if (sent?.getType() === "Broadcast") {
              addToRootList(store, sent, "adminBroadcasts", {}, "start");
            }
          },
        }).then((result) => result.broadcastNotification),
      t("broadcast.sent"),
    );
    if (ok) formElement.reset();
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
      <AdminNotice notice={notice} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("broadcast.sending") : t("broadcast.send")}
      </button>
    </form>
  );
}
