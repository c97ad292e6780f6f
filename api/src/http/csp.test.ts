import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the pages' Content-Security-Policy", () => {
  const loader = "(function(){document.head.appendChild(document.createElement('script'))})()";
  const records = 'window.__RELAY_RECORDS__={"a":"\\u003c/script>"}';
  const page = `<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"><h1>Jobs</h1></div><script>${records}</script><script>${loader}</script></body></html>`;
  const policy = contentSecurityPolicy(page);
  const directive = (name: string) =>
    policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

  it("allows exactly the page's own inline scripts, by hash, and scripts from this origin", () => {
    expect(directive("script-src")).toBe(`script-src 'self' ${sha(records)} ${sha(loader)}`);
    expect(policy).not.toContain("unsafe-eval");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  it("keeps everything else to this origin and the page out of frames", () => {
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("connect-src")).toBe("connect-src 'self'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("form-action")).toBe("form-action 'self'");
  });

  it("names no hash for a page without inline scripts", () => {
    expect(directive("script-src")).toBeTruthy();
    expect(contentSecurityPolicy('<html><script src="/a.js"></script></html>').split("; ")[1]).toBe(
      "script-src 'self'",
    );
  });
});
