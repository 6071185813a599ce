import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`, and a way to take a value at once
 * (a picked suggestion should not wait).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [debounced, setDebounced];
}
