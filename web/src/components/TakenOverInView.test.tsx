import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { useTranslation } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../i18n/i18n";
import { TakenOverInView } from "./TakenOverInView";

// The server's HTML of two items whose content is a button naming the language it was drawn in
// (React writes a finished Suspense boundary between these comments); the app takes it over with
// its click handlers.
const SERVER_HTML =
  '<ul><li><!--$--><button type="button">first en</button><!--/$--></li>' +
  '<li><!--$--><button type="button">second en</button><!--/$--></li></ul>';

/** An IntersectionObserver the test moves items into view with. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
function comeIntoView(element: Element) {
  const callback = observed.get(element);
  if (!callback) throw new Error("not observed");
  callback(
    [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

/** Whether React has taken `element` over (its own mark on the DOM nodes it owns). */
const takenOver = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

let container: HTMLElement;
let root: Root | undefined;
const clicks: string[] = [];

/** A button naming the language it is drawn in, drawn again when it changes. */
function Item({ name }: { name: string }) {
  const { i18n: current } = useTranslation();
  return (
    <button type="button" onClick={() => clicks.push(name)}>
      {`${name} ${current.language}`}
    </button>
  );
}

function List() {
  return (
    <ul>
      {["first", "second"].map((name) => (
        <TakenOverInView key={name} later>
          <Item name={name} />
        </TakenOverInView>
      ))}
    </ul>
  );
}

/** Hydrates the server's HTML; `inAct`: within React's act (false: React schedules as in a browser). */
async function takeOver(inAct = true) {
  container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const hydrate = () => {
    root = hydrateRoot(container, <List />, { onRecoverableError: (error) => errors.push(error) });
  };
  if (inAct) await act(async () => hydrate());
  else {
    hydrate();
    await vi.waitFor(() => expect(takenOver(container.querySelector("li") as Element)).toBe(true));
  }
  const [first, second] = [...container.querySelectorAll("button")];
  if (!first || !second) throw new Error("no buttons");
  return { first, second, items: [...container.querySelectorAll("li")], errors };
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
  clicks.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  observed.clear();
  vi.unstubAllGlobals();
});

describe("TakenOverInView", () => {
  it("leaves the server's items as drawn until each comes into view, then takes it over", async () => {
    const { first, second, items, errors } = await takeOver();
    expect([takenOver(first), takenOver(second)]).toEqual([false, false]);

    await act(async () => comeIntoView(items[1] as Element));
    expect([takenOver(first), takenOver(second)]).toEqual([false, true]);
    // The server's own button, not one drawn anew.
    expect(container.querySelectorAll("button")[1]).toBe(second);
    expect(errors).toEqual([]);
  });

  it("takes an item over when tapped before it came into view, and hands it the tap", async () => {
    const { first, errors } = await takeOver();
    await act(async () => first.click());
    expect(takenOver(first)).toBe(true);
    expect(clicks).toEqual(["first"]);
    expect(errors).toEqual([]);
  });

  it("takes every waiting item over, as the server drew it, before the language changes", async () => {
    // React's own scheduling, as in a browser: the change waits for the items' take-over.
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
    const { first, second, errors } = await takeOver(false);
    expect([takenOver(first), takenOver(second)]).toEqual([false, false]);
    const started = Date.now();
    await changeLanguage("hi");
    // Not the change's time limit for a take-over that never finishes.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect([takenOver(first), takenOver(second)]).toEqual([true, true]);
    // Taken over in English, as drawn (no mismatch), and then drawn in Hindi.
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(second.textContent).toBe("second hi"));
    await changeLanguage("en");
  });
});
