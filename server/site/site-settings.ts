// Storefront settings an operator sets with environment variables (README, Environment): the
// tag manager's container and the red global message. The client reads them from
// Channel.configuration; the Content Security Policy allows the tag manager only when set.
import type { LanguageId } from '../i18n/language.js';

export interface SiteSettings {
  /** GTM_CONTAINER_ID (GTM-…); null: no tag manager, never requested. */
  tagManagerContainerId: string | null;
  /** GLOBAL_MESSAGE_NB / GLOBAL_MESSAGE_NN: the red banner above every page; null: none. */
  globalMessage: Readonly<Record<LanguageId, string | null>>;
}

export const NO_SITE_SETTINGS: SiteSettings = {
  tagManagerContainerId: null,
  globalMessage: { 1: null, 2: null },
};

const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;
export const GLOBAL_MESSAGE_MAX_LENGTH = 300;

/** The tag manager's origin: its script, and the beacons and pixels of its tags. */
export const TAG_MANAGER_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

function message(name: string, raw: string | undefined): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length > GLOBAL_MESSAGE_MAX_LENGTH)
    throw new Error(
      `${name} must be at most ${String(GLOBAL_MESSAGE_MAX_LENGTH)} characters, got ${String(text.length)}`,
    );
  return text;
}

/** Reads and checks the settings; a bad value stops the server at start with one line. */
export function readSiteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const containerId = (env['GTM_CONTAINER_ID'] ?? '').trim();
  if (containerId && !CONTAINER_ID.test(containerId))
    throw new Error(`GTM_CONTAINER_ID must look like GTM-ABC1234, got "${containerId}"`);
  const nb = message('GLOBAL_MESSAGE_NB', env['GLOBAL_MESSAGE_NB']);
  return {
    tagManagerContainerId: containerId || null,
    // Nynorsk falls back to the Bokmål text rather than showing no message at all.
    globalMessage: { 1: nb, 2: message('GLOBAL_MESSAGE_NN', env['GLOBAL_MESSAGE_NN']) ?? nb },
  };
}
