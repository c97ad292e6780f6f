/**
 * `promise`, marked with its outcome when it settles as React's `use` reads it (status, value,
 * reason), so a render after that reads it at once: the server's single-pass render included.
 */
export function settles<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => {
      marked.status = "fulfilled";
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = "rejected";
      marked.reason = reason;
    },
  );
  return promise;
}
