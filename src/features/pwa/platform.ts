interface NavigatorFacts {
  userAgent: string;
  maxTouchPoints: number;
}

/**
 * Safari on an iPhone or iPad, which has no install prompt: the shopper adds the shop through
 * Share → «Legg til på Hjem-skjerm». iPadOS presents itself as a Mac with touch. Chrome,
 * Firefox, Edge and Opera on iOS name themselves (CriOS, FxiOS, EdgiOS, OPiOS).
 */
export function isIosSafari({ userAgent, maxTouchPoints }: NavigatorFacts): boolean {
  const isIos =
    /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1);
  return isIos && userAgent.includes('Safari/') && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** Opened from the home screen (installed) rather than in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
