/** The spec: idle, typing (debounced), loading, results or no results; and failure. */
export type SearchPhase = 'idle' | 'typing' | 'loading' | 'results' | 'no-results' | 'error';

interface PhaseInput {
  /** What the field holds now, normalised. */
  text: string;
  /** What was last searched for (the text after the debounce). */
  searched: string;
  isLoading: boolean;
  hasError: boolean;
  /** Matching products of the last answer, null before one arrived. */
  count: number | null;
}

export function searchPhase({
  text,
  searched,
  isLoading,
  hasError,
  count,
}: PhaseInput): SearchPhase {
  if (text === '') return 'idle';
  if (text !== searched) return 'typing';
  if (hasError) return 'error';
  if (isLoading || count === null) return 'loading';
  return count > 0 ? 'results' : 'no-results';
}
