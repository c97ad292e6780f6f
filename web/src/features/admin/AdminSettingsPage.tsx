import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminSettingsForm_settings$key } from "../../__generated__/AdminSettingsForm_settings.graphql";
import type { AdminSettingsPageQuery } from "../../__generated__/AdminSettingsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminSettingsForm } from "./AdminSettingsForm";
import { useAdminMay } from "./admin-access";

// The settings section: every platform setting the server's catalogue has, each shown by its
// kind (AdminSettingField) with its description, default and when it last changed. The controls
// are there for an admin the server lets change settings (SETTINGS_UPDATE); anyone else sees the
// values only.

export const settingsQuery = graphql`
  query AdminSettingsPageQuery {
    adminSettings {
      ...AdminSettingsForm_settings
    }
  }
`;

function SettingsSection({ editable }: { editable: boolean }) {
  const { adminSettings } = useRouteQuery<AdminSettingsPageQuery>(settingsQuery);
  // After a save, the settings as the server then answered; a new form starts from them.
  const [saved, setSaved] = useState<{ settings: AdminSettingsForm_settings$key; n: number }>();
  return (
    <AdminSettingsForm
      key={saved?.n ?? 0}
      settings={saved?.settings ?? adminSettings}
      editable={editable}
      justSaved={saved !== undefined}
      onSaved={(settings) => setSaved((last) => ({ settings, n: (last?.n ?? 0) + 1 }))}
    />
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("settings.title")}</h1>
      {may("SETTINGS_READ") ? (
        <SettingsSection editable={may("SETTINGS_UPDATE")} />
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
    </section>
  );
}
