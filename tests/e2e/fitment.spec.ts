import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { must } from './support/catalogue.js';
import { gql } from './support/lists.js';
import { storedCurrentVehicle } from './support/vehicles.js';

// Issue 16, point 2: with a vehicle chosen, cards and the product page say whether a part fits
// it ('Passer til din {model}' / 'Passer ikke til din {model}'), and nothing for universal parts.

const VEHICLE_AUTH = `Basic ${Buffer.from('storefront:atvhuset').toString('base64')}`;

interface Range {
  vehicle: string;
  fromYear: number;
  toYear: number;
}
interface Item {
  name: string;
  canonicalUrl: string;
  fitment: Range[];
}

async function vehicleApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/vehicles/${path}`, {
    headers: { Authorization: VEHICLE_AUTH },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** A part with fitment, the vehicle it fits (as the selector names it), a misfit and a universal part. */
async function parts(request: APIRequestContext) {
  const { products } = await gql<{ products: { products: Item[] } }>(
    request,
    'nb',
    `query E2eFitment($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { name canonicalUrl fitment { vehicle fromYear toYear } }
      }
    }`,
    { filter: { pageSize: 100 } },
  );
  const makers = await vehicleApi<string[]>(request, 'GetManufacturers');
  for (const fitting of products.products) {
    for (const range of fitting.fitment) {
      const manufacturer = makers.find((m) => range.vehicle.startsWith(`${m.toLowerCase()} `));
      if (!manufacturer) continue;
      const year = range.fromYear;
      const models = await vehicleApi<{ name: string }[]>(
        request,
        `GetModels?manufacturer=${encodeURIComponent(manufacturer)}&year=${year}`,
      );
      const model = models.find(
        (m) => `${manufacturer} ${m.name}`.toLowerCase() === range.vehicle,
      )?.name;
      if (!model) continue;
      const fits = (p: Item) =>
        p.fitment.some(
          (r) => r.vehicle === range.vehicle && r.fromYear <= year && year <= r.toYear,
        );
      const misfit = must(
        products.products.find((p) => p.fitment.length > 0 && !fits(p)),
        'a part that fits another vehicle',
      );
      const universal = must(
        products.products.find((p) => p.fitment.length === 0),
        'a universal part',
      );
      return { vehicle: { manufacturer, year, model }, fitting, misfit, universal };
    }
  }
  throw new Error('No part fits a vehicle the selector offers');
}

const mainText = (page: Page) => page.getByRole('main');

interface Vehicle {
  manufacturer: string;
  year: number;
  model: string;
}

async function chooseVehicle(page: Page, vehicle: Vehicle) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /kjøretøy/i })
    .click();
  const panel = page.getByRole('dialog', { name: 'Mitt kjøretøy' });
  await panel.getByLabel('Merke', { exact: true }).selectOption(vehicle.manufacturer);
  await panel.getByLabel('Årsmodell', { exact: true }).selectOption(String(vehicle.year));
  await panel.getByLabel('Modell', { exact: true }).selectOption(vehicle.model);
  await panel.getByRole('button', { name: 'Legg til kjøretøy' }).click();
  await panel.getByRole('button', { name: 'Lukk' }).click();
}

test('a chosen vehicle: cards and product pages say whether each part fits it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { vehicle, fitting, misfit, universal } = await parts(request);
  const fits = `Passer til din ${vehicle.model}`;
  const fitsNot = `Passer ikke til din ${vehicle.model} (${String(vehicle.year)})`;

  await page.goto(`/${fitting.canonicalUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: fitting.name })).toBeVisible();
  // No vehicle chosen: nothing is said.
  await expect(mainText(page).getByText(/Passer (ikke )?til din/)).toHaveCount(0);

  await chooseVehicle(page, vehicle);

  // The product page of the part that fits.
  await expect(mainText(page).locator('.product-summary').getByText(fits)).toBeVisible();
  // The pages below are new page loads: they know the vehicle once the page has stored it
  // (redux-persist writes IndexedDB asynchronously; CI once navigated before it had).
  await expect.poll(() => storedCurrentVehicle(page)).not.toBeNull();

  // The product page of a part for another machine, and of a universal part.
  await page.goto(`/${misfit.canonicalUrl}`);
  await expect(mainText(page).locator('.product-summary').getByText(fitsNot)).toBeVisible();
  await page.goto(`/${universal.canonicalUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: universal.name })).toBeVisible();
  await expect(
    mainText(page)
      .locator('.product-summary')
      .getByText(/Passer (ikke )?til din/),
  ).toHaveCount(0);

  // Cards: the list of parts that fit says so on every card it shows.
  const query = new URLSearchParams({
    manufacturer: vehicle.manufacturer,
    year: String(vehicle.year),
    model: vehicle.model,
  });
  await page.goto(`/produkter?${query.toString()}`);
  const card = mainText(page).locator('article.product-card', { hasText: fitting.name });
  await expect(card.getByText(fits)).toBeVisible();
  const cards = mainText(page).locator('article.product-card');
  await expect(cards.filter({ hasText: fitsNot })).toHaveCount(0);

  // A card of a part for another machine, found by searching its name.
  await page.goto(`/s/${encodeURIComponent(misfit.name)}`);
  const other = mainText(page).locator('article.product-card', { hasText: misfit.name }).first();
  await expect(other.getByText(fitsNot)).toBeVisible();
});

test('a search shows the parts that fit the current vehicle first', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { vehicle, fitting } = await parts(request);
  const fits = `Passer til din ${vehicle.model}`;
  const key = `${vehicle.manufacturer} ${vehicle.model}`.toLowerCase();
  const fitsVehicle = (p: Item) =>
    p.fitment.some(
      (r) => r.vehicle === key && r.fromYear <= vehicle.year && vehicle.year <= r.toYear,
    );
  // A word of the part's name whose first hit, unranked, does not fit the vehicle.
  let word: string | null = null;
  for (const candidate of fitting.name.toLowerCase().split(/\s+/)) {
    if (candidate.length < 3) continue;
    const { products } = await gql<{ products: { products: Item[] } }>(
      request,
      'nb',
      `query E2eFitmentSearch($filter: FilterInputType, $channelId: Int, $languageId: Int,
        $marketId: Int) {
        products(filter: $filter, channelId: $channelId, languageId: $languageId,
          marketId: $marketId) { products { name canonicalUrl fitment { vehicle fromYear toYear } } }
      }`,
      { filter: { searchText: candidate, pageSize: 24 } },
    );
    const [first] = products.products;
    if (first && !fitsVehicle(first) && products.products.some(fitsVehicle)) {
      word = candidate;
      break;
    }
  }
  if (!word) throw new Error(`No word of '${fitting.name}' finds a misfit before a fitting part`);

  await page.goto('/');
  await chooseVehicle(page, vehicle);
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Søk' });
  await search.getByRole('searchbox').fill(word);
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/s/${encodeURIComponent(word)}$`));
  const first = mainText(page).locator('article.product-card').first();
  await expect(first.getByText(fits)).toBeVisible();
});
