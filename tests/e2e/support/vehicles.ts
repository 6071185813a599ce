import type { Page } from '@playwright/test';
import { storedSlice } from './stored-state.js';

/** The current vehicle's id as the page has stored it (the persisted `atv` slice). */
export async function storedCurrentVehicle(page: Page): Promise<string | null> {
  return (await storedSlice<{ currentId: string | null }>(page, 'atv'))?.currentId ?? null;
}
