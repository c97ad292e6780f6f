import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACTIVITY_WRITE_THROTTLE_MS,
  INACTIVITY_CHECK_MS,
  INACTIVITY_TIMEOUT_MS,
  STORAGE_KEYS,
} from "../config";
import { watchInactivity } from "./inactivity";
import { clearSession, idleTooLong, lastActivity, recordActivity, startSession } from "./session";

const MINUTE = 60_000;

describe("the inactivity logout", () => {
  let stop: () => void = () => undefined;
  const onTimeout = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-20T09:00:00+05:30") });
    onTimeout.mockReset();
    startSession({ token: "token", userType: "labour", user: null });
  });

  afterEach(() => {
    stop();
    clearSession();
    vi.useRealTimers();
  });

  it("ends a session two hours after the last activity, checking every minute", () => {
    stop = watchInactivity(onTimeout);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(["mousedown", "keydown", "scroll", "touchstart"])("counts a %s as activity", (type) => {
    stop = watchInactivity(onTimeout);
    vi.advanceTimersByTime(90 * MINUTE);
    window.dispatchEvent(new Event(type));
    expect(lastActivity()).toBe(Date.now());
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("writes activity to storage at most every few seconds", () => {
    stop = watchInactivity(onTimeout);
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    for (let i = 0; i < 50; i += 1) {
      window.dispatchEvent(new Event("mousedown"));
      vi.advanceTimersByTime(100);
    }
    const writes = setItem.mock.calls.filter(([key]) => key === STORAGE_KEYS.lastActivity);
    expect(writes.length).toBe(Math.ceil((50 * 100) / ACTIVITY_WRITE_THROTTLE_MS));
    setItem.mockRestore();
  });

  it("counts activity in another tab, which shares the stored time", () => {
    stop = watchInactivity(onTimeout);
    vi.advanceTimersByTime(110 * MINUTE);
    recordActivity(Date.now()); // what the other tab wrote
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("ends at once a session found idle too long when the app starts", () => {
    recordActivity(Date.now() - INACTIVITY_TIMEOUT_MS - MINUTE);
    expect(idleTooLong()).toBe(true);
    stop = watchInactivity(onTimeout);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("leaves visitors alone", () => {
    clearSession();
    stop = watchInactivity(onTimeout);
    window.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(3 * INACTIVITY_TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });
});
