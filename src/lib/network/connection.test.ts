import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allowsPrefetch, isSlowConnection, readConnection, useSaveData } from './connection';

const state = (over: Partial<ReturnType<typeof readConnection>>) => ({
  online: true,
  saveData: false,
  effectiveType: '4g',
  ...over,
});

describe('the connection rules', () => {
  it('counts slow-2g and 2g as 2g, not 3g or 4g or an unknown type', () => {
    expect(isSlowConnection('slow-2g')).toBe(true);
    expect(isSlowConnection('2g')).toBe(true);
    expect(isSlowConnection('3g')).toBe(false);
    expect(isSlowConnection('4g')).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('prefetches only online, without Save-Data and faster than 2g', () => {
    expect(allowsPrefetch(state({}))).toBe(true);
    expect(allowsPrefetch(state({ effectiveType: undefined }))).toBe(true);
    expect(allowsPrefetch(state({ effectiveType: '3g' }))).toBe(true);
    expect(allowsPrefetch(state({ effectiveType: '2g' }))).toBe(false);
    expect(allowsPrefetch(state({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(allowsPrefetch(state({ saveData: true }))).toBe(false);
    expect(allowsPrefetch(state({ online: false }))).toBe(false);
  });

  it('reads what the browser says, and nothing where it has no connection information', () => {
    expect(readConnection({ onLine: true })).toEqual({
      online: true,
      saveData: false,
      effectiveType: undefined,
    });
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '2g' });
    expect(readConnection({ onLine: false, connection })).toEqual({
      online: false,
      saveData: true,
      effectiveType: '2g',
    });
  });
});

describe('useSaveData', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('follows the browser when the shopper turns Save-Data on', () => {
    const connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    const { result } = renderHook(() => useSaveData());
    expect(result.current).toBe(false);
    act(() => {
      connection.saveData = true;
      connection.dispatchEvent(new Event('change'));
    });
    expect(result.current).toBe(true);
  });

  it('is off where the browser has no connection information', () => {
    const { result } = renderHook(() => useSaveData());
    expect(result.current).toBe(false);
  });
});
