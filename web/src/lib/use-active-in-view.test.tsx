import { render } from "@testing-library/react";
import { useRef } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useActiveInView } from "./use-active-in-view";

// jsdom lays nothing out, so the test does: the strip is 300 px wide, its five 100 px tabs stand
// side by side, moved left by its scrollLeft (at first its data-start), as a browser draws them.

type Laid = HTMLElement & { scrolled?: number };
const SHADOWED = ["scrollLeft", "clientWidth", "scrollWidth", "getBoundingClientRect"] as const;

beforeEach(() => {
  const strip = (element: HTMLElement) => element.closest("nav") as Laid;
  const scrollLeft = (element: Laid) => element.scrolled ?? Number(element.dataset.start ?? 0);
  Object.defineProperties(HTMLElement.prototype, {
    scrollLeft: {
      configurable: true,
      get(this: Laid) {
        return scrollLeft(this);
      },
      set(this: Laid, value: number) {
        this.scrolled = value;
      },
    },
    clientWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === "NAV" ? 300 : 100;
      },
    },
    scrollWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === "NAV" ? 500 : 100;
      },
    },
    getBoundingClientRect: {
      configurable: true,
      value(this: HTMLElement) {
        if (this.tagName === "NAV") return new DOMRect(0, 0, 300, 44);
        const index = [...strip(this).children].indexOf(this);
        return new DOMRect(index * 100 - scrollLeft(strip(this)), 0, 100, 44);
      },
    },
  });
});

afterEach(() => {
  for (const name of SHADOWED)
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

function Strip({ current, start }: { current: number; start: number }) {
  const strip = useRef<HTMLElement>(null);
  useActiveInView(strip);
  return (
    <nav ref={strip} data-start={start} data-testid="strip">
      {[0, 1, 2, 3, 4].map((index) => (
        <a key={index} href="#tab" aria-current={index === current ? "page" : undefined}>
          tab {index}
        </a>
      ))}
    </nav>
  );
}

function scrolledTo(current: number, start = 0): number {
  const view = render(
    <MemoryRouter>
      <Strip current={current} start={start} />
    </MemoryRouter>,
  );
  return view.getByTestId("strip").scrollLeft;
}

describe("useActiveInView", () => {
  it("scrolls a tab past the right edge just into view", () => {
    expect(scrolledTo(4)).toBe(200);
  });

  it("scrolls a tab before the left edge back into view", () => {
    expect(scrolledTo(1, 150)).toBe(100);
  });

  it("leaves a strip whose current tab is in view alone", () => {
    expect(scrolledTo(1, 50)).toBe(50);
  });
});
