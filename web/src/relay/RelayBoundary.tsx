import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { Outlet } from "react-router";
import { useSession } from "../session/session";
import { getEnvironment } from "./environment";

// Relay (about 65 KB of gzip) is not in the main bundle: the landing page's first paint does
// not need it. Routes that read data sit under this lazily loaded layout route, and the
// landing page's below-the-fold sections wrap themselves in RelayProvider.

export function RelayProvider({ children }: { children: ReactNode }) {
  // Signing in or out starts a new environment (relay/environment.ts); re-render with it.
  useSession();
  return (
    <RelayEnvironmentProvider environment={getEnvironment()}>{children}</RelayEnvironmentProvider>
  );
}

export function Component() {
  return (
    <RelayProvider>
      <Outlet />
    </RelayProvider>
  );
}
