import type { TFunction } from "i18next";

// A notification in the reader's language. The server keeps what happened (`kind`) and the
// values it names (`params`) beside its English wording; a kind this app knows is worded from
// the locale, anything else (older rows, kinds added later) shows the server's text.

export interface NotificationWords {
  kind: string | null | undefined;
  params: readonly { readonly name: string; readonly value: string }[];
  title: string;
  message: string;
}

export function wordNotification(
  t: TFunction,
  { kind, params, title, message }: NotificationWords,
): { title: string; message: string } {
  const key = `kinds.${kind}`;
  if (!kind || !t(`${key}.title`, { defaultValue: "" })) return { title, message };
  const values: Record<string, string> = Object.fromEntries(
    params.map((param) => [param.name, param.value]),
  );
  if (values.status) {
    values.status = t(`applicationStatus:word.${values.status}`, { defaultValue: "" });
  }
  if (values.method) values.method = t(`methods.${values.method}`, { defaultValue: "" });
  if (values.document) values.document = t(`documents.${values.document}`, { defaultValue: "" });
  const withFeedback = values.feedback && t(`${key}.messageWithFeedback`, { defaultValue: "" });
  const withSearch = values.search && t(`${key}.messageWithSearch`, { defaultValue: "" });
  const variant = withFeedback
    ? "messageWithFeedback"
    : withSearch
      ? "messageWithSearch"
      : "message";
  return { title: t(`${key}.title`), message: t(`${key}.${variant}`, values) };
}
