import { type ReactNode, Suspense, use, useCallback, useEffect, useState } from "react";
import { beforeLanguageChange } from "../i18n/i18n";

// An item of a server-drawn list that the app takes over (hydrates) only once it comes near the
// screen, rather than with the whole list: on a slow phone, taking over 20 job cards at once is
// one long stretch of main-thread work in which a tap waits (Lighthouse's Total Blocking Time),
// for cards the reader may never scroll to. Until then the item is the server's HTML, which
// works as such (its links and forms), and takes no space it does not already have: nothing
// moves when it is taken over.
//
// How: the item's content sits in a Suspense boundary of its own whose child, while the item
// waits, suspends on a promise. React leaves a suspended boundary it is hydrating as the
// server drew it and takes it over when the promise resolves, which an IntersectionObserver
// does once the item is within VIEW_MARGIN of the screen. Whenever React asks for the content a
// second time before then, it gets it at once: React does so when the item must be taken over
// now (a tap or a key in it, which React then hands to the taken-over item; a change from above,
// such as a new language), and the item must never be drawn anew or left empty. A change of
// language takes every waiting item over first (in the language the server drew it in) and then
// applies: drawn in the new one, an item would not match the server's HTML.

/** How near the screen an item is taken over: before it shows, as the reader scrolls. */
const VIEW_MARGIN = "300px 0px";

interface Gate {
  /** Read with React's `use`; marked fulfilled on opening, so React reads it at once. */
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  asked: number;
  /** Resolves once the item is taken over, or gone. */
  taken: Promise<void>;
  done: () => void;
}

/** The items on the screen waiting to be taken over. */
const waitingGates = new Set<Gate>();

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  let finish: () => void = () => undefined;
  const taken = new Promise<void>((done) => {
    finish = done;
  });
  const gate: Gate = {
    promise,
    opened: false,
    asked: 0,
    taken,
    done() {
      waitingGates.delete(gate);
      finish();
    },
    open() {
      if (gate.opened) return;
      gate.opened = true;
      // React's own mark of a settled promise: read without waiting for a microtask.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      resolve();
    },
  };
  return gate;
}

/** A language change waits at most this long for the waiting items. */
const TAKE_OVER_ALL_MAX_MS = 3_000;

/** Takes every waiting item over; resolves once they are. */
function takeOverAll(): Promise<void> {
  const gates = [...waitingGates];
  for (const gate of gates) gate.open();
  return Promise.race([
    Promise.all(gates.map((gate) => gate.taken)).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, TAKE_OVER_ALL_MAX_MS)),
  ]);
}

if (typeof window !== "undefined") beforeLanguageChange(takeOverAll);

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/** Opens `open` once `element` is near the screen; returns what stops watching it. */
function whenNearScreen(element: Element, open: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    open();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: VIEW_MARGIN },
  );
  waiting.set(element, open);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

function Content({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  useEffect(() => gate?.done(), [gate]);
  if (gate && !gate.opened) {
    gate.asked += 1;
    // Asked again before it came into view: React needs it now.
    if (gate.asked > 1) gate.open();
    else use(gate.promise);
  }
  return children;
}

/**
 * A list item. `later`: the server draws it, and the app takes it over once it comes near the
 * screen (the server draws the boundary this needs; in the browser `later` is read when the item
 * first renders). Otherwise (drawn by the app) a plain item.
 */
export function TakenOverInView({ later, children }: { later: boolean; children: ReactNode }) {
  const [gate] = useState(() => (later && typeof window !== "undefined" ? createGate() : null));
  const watch = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || !gate || gate.opened) return;
      // Counted once on the screen: a render React set aside never is.
      waitingGates.add(gate);
      const stop = whenNearScreen(element, gate.open);
      return () => {
        stop();
        // Gone (another search): nothing to wait for.
        gate.done();
      };
    },
    [gate],
  );
  if (!later) return <li>{children}</li>;
  return (
    <li ref={watch}>
      <Suspense fallback={null}>
        <Content gate={gate}>{children}</Content>
      </Suspense>
    </li>
  );
}
