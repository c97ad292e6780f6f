/** A line the page says after an action: success politely, failure as an alert. */
export type Notice = { tone: "success" | "failed"; text: string };

export type OnNotice = (notice: Notice) => void;
