import { useTranslation } from "react-i18next";
import type { DemoApplicationStatus } from "./sample-data";

export function StatusBadge({ status }: { status: DemoApplicationStatus }) {
  const { t } = useTranslation("landing");
  return <span className={`demo-status demo-status--${status}`}>{t(`demo.status.${status}`)}</span>;
}
