import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { DemoTabs } from "./DemoTabs";
import type { WorkerTab } from "./tour";
import { WorkerHome } from "./WorkerHome";
import { WorkerProfile } from "./WorkerProfile";

const TABS = [
  { id: "dashboard" },
  { id: "findJobs", disabled: true },
  { id: "applications", disabled: true },
  { id: "profile" },
] as const;

const PANELS: Record<WorkerTab, ComponentType> = { dashboard: WorkerHome, profile: WorkerProfile };

const isOpen = (tab: string): tab is WorkerTab => tab in PANELS;

export function WorkerPreview({
  tab,
  onSelectTab,
}: {
  tab: WorkerTab;
  onSelectTab: (tab: WorkerTab) => void;
}) {
  const { t } = useTranslation("landing");
  const Panel = PANELS[tab];
  return (
    <div className="demo-app">
      <DemoTabs
        idPrefix="demo-worker"
        label={t("demo.worker.tabs")}
        tabs={TABS}
        selected={tab}
        onSelect={(id) => isOpen(id) && onSelectTab(id)}
      />
      <div
        role="tabpanel"
        id="demo-worker-panel"
        aria-labelledby={`demo-worker-tab-${tab}`}
        className="demo-panel"
        // The panel scrolls on small screens; a keyboard must be able to reach it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
        tabIndex={0}
      >
        <Panel />
      </div>
    </div>
  );
}
