/** The parts of an AppError (the typed error of every mutation's result union) a form reads. */
export type AppErrorData = {
  readonly code: string;
  readonly message: string;
  readonly retryAfterSeconds?: number | null;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
};
