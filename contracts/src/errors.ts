// The error answer every call gives (ARCHITECTURE 'Errors'); auth calls also carry `message`.

export interface ErrorIssue {
  path: string;
  message: string;
}
export interface ErrorBody {
  error: string;
  message?: string;
  issues?: ErrorIssue[];
  /** On a 409 version conflict: the server's version and state. */
  currentVersion?: number;
  current?: unknown;
}
