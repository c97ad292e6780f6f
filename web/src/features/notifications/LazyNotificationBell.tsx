import { lazy, Suspense } from "react";
import { i18n } from "../../i18n/i18n";
import { loadChunk } from "../../lib/chunks";
import type { UserType } from "../../lib/user-type";

// The bell in the top bar. The bar is in the main bundle and visitors never see a bell, so the
// bell, Relay and its words load only for a signed-in user. Until then (or if the chunk cannot
// load) its place is kept, so the bar does not jump.

const Bell = lazy(() =>
  Promise.all([
    loadChunk("notification-bell", () => import("./NotificationBell")),
    i18n.loadNamespaces(["notifications", "applicationStatus"]),
  ]).then(
    ([module]) => ({ default: module.NotificationBell }),
    () => ({ default: BellSlot }),
  ),
);

function BellSlot() {
  return <span className="icon-button" aria-hidden="true" />;
}

export function LazyNotificationBell({ userType }: { userType: UserType }) {
  return (
    <Suspense fallback={<BellSlot />}>
      <Bell userType={userType} />
    </Suspense>
  );
}
