import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { DemoTabs } from "./DemoTabs";
import { EmployerAnalytics } from "./EmployerAnalytics";
import { EmployerHome } from "./EmployerHome";
import { PostJobStep } from "./PostJobStep";
import type { EmployerTab } from "./tour";

const TABS = [
  { id: "home" },
  { id: "postJob" },
  { id: "myJobs", disabled: true },
  { id: "applications", disabled: true },
  { id: "analytics" },
] as const;

const PANELS: Record<EmployerTab, ComponentType> = {
  home: EmployerHome,
  postJob: PostJobStep,
  analytics: EmployerAnalytics,
};

const isOpen = (tab: string): tab is EmployerTab => tab in PANELS;

export function EmployerPreview({
  tab,
  onSelectTab,
}: {
  tab: EmployerTab;
  onSelectTab: (tab: EmployerTab) => void;
}) {
  const { t } = useTranslation("landing");
  const Panel = PANELS[tab];
  return (
    <div className="demo-app">
      <DemoTabs
        idPrefix="demo-employer"
        label={t("demo.employer.tabs")}
        tabs={TABS}
        selected={tab}
        onSelect={(id) => isOpen(id) && onSelectTab(id)}
      />
      <div
        role="tabpanel"
        id="demo-employer-panel"
        aria-labelledby={`demo-employer-tab-${tab}`}
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
