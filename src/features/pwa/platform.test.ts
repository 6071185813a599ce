// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isIosSafari } from './platform';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone and on an iPad that presents itself as a Mac', () => {
    expect(isIosSafari({ userAgent: iphoneSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: macSafari, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out other iOS browsers, desktop Safari and Android', () => {
    expect(isIosSafari({ userAgent: iphoneChrome, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: macSafari, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: androidChrome, maxTouchPoints: 5 })).toBe(false);
  });
});
