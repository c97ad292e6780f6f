import type { PublicSettings } from "@kaamsetu/shared/public-settings";
import { useSyncExternalStore } from "react";

export type {
  MarketingFigure,
  MarketingFigureName,
  PublicSettings,
} from "@kaamsetu/shared/public-settings";

// The support contacts and landing figures the platform settings hold (api's
// services/content/public-settings.ts). A page the server drew carries them
// (window.__PUBLIC_SETTINGS__, beside Relay's records), so the browser never asks for them there;
// for a page it did not draw (a signed-in user's, the plain shell) they are asked for once, from
// the REST route, with a plain fetch: no Relay in the visitor's main bundle. Until they arrive
// (or when they cannot) the contacts and figures are left out, never made up. While the server
// draws a page, entry-server.tsx resolves them from that render's own store.

declare global {
  interface Window {
    __PUBLIC_SETTINGS__?: PublicSettings;
  }
}

interface RestFigure {
  key: PublicSettings["figures"][number]["key"];
  value: number;
  is_target: boolean;
}
interface RestAnswer {
  support_phone: string | null;
  support_whatsapp_url: string | null;
  community_url: string | null;
  figures: RestFigure[];
}

let serverResolver: (() => PublicSettings | null) | null = null;
let loaded: PublicSettings | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

/** entry-server.tsx: each render reads its own page's settings. */
export function setPublicSettingsResolver(resolver: () => PublicSettings | null): void {
  serverResolver = resolver;
}

function snapshot(): PublicSettings | null {
  if (serverResolver) return serverResolver();
  if (loaded === undefined) loaded = window.__PUBLIC_SETTINGS__ ?? null;
  return loaded;
}

async function ask(): Promise<void> {
  try {
    const response = await fetch("/api/v1/settings/public/", {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return;
    const answer = (await response.json()) as RestAnswer;
    loaded = {
      supportPhone: answer.support_phone,
      supportWhatsappUrl: answer.support_whatsapp_url,
      communityUrl: answer.community_url,
      figures: answer.figures.map((figure) => ({
        key: figure.key,
        value: figure.value,
        isTarget: figure.is_target,
      })),
    };
    for (const listener of listeners) listener();
  } catch {
    // Offline or the server away: the contacts stay hidden on this page.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked && snapshot() === null) {
    asked = true;
    void ask();
  }
  return () => listeners.delete(listener);
}

/** The public settings, or null while unknown (leave out what depends on them). */
export function usePublicSettings(): PublicSettings | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** "9876543210" as a caller dials it from anywhere: tel:+919876543210. */
export const phoneHref = (digits: string) => `tel:+91${digits}`;

/** "9876543210" as printed: +91 98765 43210. */
export const phoneText = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
