/** A line the "my jobs" page says after an action: success politely, failure as an alert. */
export type Notice = {
  tone: "success" | "failed";
  text: string;
  /** Take the focus (the row that had it is gone). */
  focus?: boolean;
};

export type OnNotice = (notice: Notice) => void;
