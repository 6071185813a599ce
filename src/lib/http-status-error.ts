/** A route failure with the HTTP-style status the error page shows (404 or other). */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
