/** One-line, operator-facing reason why the database could not be opened. */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
  constructor(where: string, reason: string, options?: { cause?: unknown }) {
    super(`Cannot open the database ${where}: ${oneLine(reason)}`, options);
  }
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Best description of an unknown thrown value; AggregateError (dual-stack connect) has an empty message. */
export function describeCause(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeCause))].join('; ');
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error.message) return error.message;
    return code ?? error.name;
  }
  return String(error);
}

/** DATABASE_URL for messages: the password never reaches logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
