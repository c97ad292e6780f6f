import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../config";

// The data saver: on when the reader turned it on here (/data-saver, kept in
// localStorage on this phone) or when the browser asks to save data (Chrome's "Lite mode", sent
// as the `Save-Data: on` header and seen as navigator.connection.saveData). While on, pictures
// other than logos are left out (profile pictures, blog covers, pictures inside articles), and
// nothing is loaded ahead of need (the landing sections below the fold wait until they are in view).
//
// A page the server drew with `Save-Data: on` is marked <html data-save-data> (api/src/http/ssr/render.ts): the
// browser takes it over with the same value, so the first render matches the HTML. While the
// server draws a page, entry-server.tsx resolves the value from that request.

export const SAVE_DATA_ATTRIBUTE = "data-save-data";

let serverResolver: (() => boolean) | null = null;
const listeners = new Set<() => void>();

/** entry-server.tsx: each render reads its own request's Save-Data. */
export function setDataSaverResolver(resolver: () => boolean): void {
  serverResolver = resolver;
}

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?(type: "change", listener: () => void): void;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The reader's own choice on this phone: true, false, or null when they never chose. */
export function storedDataSaver(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.dataSaver);
    return value === "on" ? true : value === "off" ? false : null;
  } catch {
    return null;
  }
}

/** Whether the browser itself asks to save data (Save-Data). */
export function browserSavesData(): boolean {
  return connection()?.saveData === true;
}

/** Whether the data saver is on now. */
export function dataSaverOn(): boolean {
  if (serverResolver) return serverResolver();
  return storedDataSaver() ?? browserSavesData();
}

/** Turns the data saver on or off on this phone. */
export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.dataSaver, on ? "on" : "off");
  } catch {
    // No storage: the choice lasts as long as this page.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the server drew with: its request's value, or in the browser the page's mark. */
function drawnWith(): boolean {
  if (serverResolver) return serverResolver();
  return (
    typeof document !== "undefined" && document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE)
  );
}

/** The data saver, re-rendering when the reader changes it. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, drawnWith);
}

/** A body's HTML (rendered by the server from Markdown) without its pictures: their alt text stays. */
export function withoutPictures(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const alt = /\balt="([^"]*)"/i.exec(tag)?.[1];
    return alt ? `<span class="picture-left-out">[${alt}]</span>` : "";
  });
}

if (typeof window !== "undefined") {
  connection()?.addEventListener?.("change", () => {
    for (const listener of [...listeners]) listener();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.dataSaver) for (const listener of [...listeners]) listener();
  });
}
