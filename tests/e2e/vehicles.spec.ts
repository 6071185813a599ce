import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.js';
import { localePath, must, topCategories, type Locale } from './support/catalogue.js';
import { countPattern, escapeRegExp, gql, listFacets } from './support/lists.js';
import { PHONE } from './support/projects.js';
import { storedCurrentVehicle } from './support/vehicles.js';

// Issue 16, points 1 and 2: an ATV owner saves the machine (manufacturer -> year -> model),
// sees the list narrow to the parts that fit it, finds it again after a reload and in another
// tab, and /l/atv-huset shows the parts of the current vehicle.

const VEHICLE_AUTH = `Basic ${Buffer.from('storefront:atvhuset').toString('base64')}`;

interface Choice {
  manufacturer: string;
  year: number;
  model: string;
  /** Parts that fit it, as the API counts them. */
  count: number;
}

async function vehicleApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/vehicles/${path}`, {
    headers: { Authorization: VEHICLE_AUTH },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A vehicle of the given make that parts in the demo catalogue are listed as fitting (the seed
 * gives each part one model and a span of years), so that the narrowed list is not empty.
 */
async function vehicleWithParts(
  request: APIRequestContext,
  manufacturer: string,
  skip: readonly string[] = [],
): Promise<Choice> {
  const years = await vehicleApi<number[]>(
    request,
    `GetYears?manufacturer=${encodeURIComponent(manufacturer)}`,
  );
  for (const year of years) {
    const models = await vehicleApi<{ name: string }[]>(
      request,
      `GetModels?manufacturer=${encodeURIComponent(manufacturer)}&year=${year}`,
    );
    for (const { name: model } of models) {
      if (skip.includes(model)) continue;
      const { count } = await listFacets(request, 'nb', {
        vehicle: { manufacturer, year, model },
      });
      if (count > 0) return { manufacturer, year, model, count };
    }
  }
  throw new Error(`No ${manufacturer} model has parts in the demo catalogue`);
}

async function vehicleListCount(request: APIRequestContext, locale: Locale, choice: Choice) {
  const { listPageInfo } = await gql<{ listPageInfo: { id: number } | null }>(
    request,
    locale,
    `query E2eVehicleList($channelId: Int, $languageId: Int, $marketId: Int) {
      listPageInfo(listType: LIST, alias: "atv-huset", channelId: $channelId,
        languageId: $languageId, marketId: $marketId) { id }
    }`,
  );
  const listId = must(listPageInfo?.id, 'the list atv-huset');
  const { manufacturer, year, model } = choice;
  const narrowed = await listFacets(request, locale, {
    listId,
    vehicle: { manufacturer, year, model },
  });
  return narrowed.count;
}

const vehicleButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /kjøretøy|køyretøy/i });

async function openSelector(page: Page): Promise<Locator> {
  await vehicleButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Mitt kjøretøy' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Picks manufacturer, year and model, checking the chain's rules on the way. */
async function choose(panel: Locator, choice: Choice) {
  const manufacturer = panel.getByLabel('Merke', { exact: true });
  const year = panel.getByLabel('Årsmodell', { exact: true });
  const model = panel.getByLabel('Modell', { exact: true });
  const add = panel.getByRole('button', { name: 'Legg til kjøretøy' });
  await expect(manufacturer).toBeEnabled();
  await manufacturer.selectOption(choice.manufacturer);
  await expect(year).toBeEnabled();
  await expect(model).toBeDisabled();
  await expect(add).toBeDisabled();
  await year.selectOption(String(choice.year));
  await expect(model).toBeEnabled();
  await expect(add).toBeDisabled();
  await model.selectOption(choice.model);
  await expect(add).toBeEnabled();
}

test(
  'choose manufacturer, year and model, add the vehicle and see the parts that fit it',
  PHONE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const choice = await vehicleWithParts(request, 'Polaris');
    const { count: all } = await listFacets(request, 'nb', {});
    expect(choice.count).toBeLessThan(all);

    await page.goto('/');
    await expect(vehicleButton(page)).toHaveAccessibleName('Velg kjøretøy');
    const panel = await openSelector(page);
    const manufacturer = panel.getByLabel('Merke', { exact: true });
    const year = panel.getByLabel('Årsmodell', { exact: true });
    const model = panel.getByLabel('Modell', { exact: true });
    // The spec: year disabled until manufacturer, model until year, add until model.
    await expect(year).toBeDisabled();
    await expect(model).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Legg til kjøretøy' })).toBeDisabled();
    // Manufacturers ascending (the spec).
    await expect(manufacturer).toBeEnabled();
    const makers = (await manufacturer.locator('option').allTextContents()).slice(1);
    expect(makers).toEqual([...makers].sort((a, b) => a.localeCompare(b, 'nb')));

    await choose(panel, choice);
    // Years newest first; choosing another manufacturer clears year and model.
    const years = (await year.locator('option').allTextContents()).slice(1).map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    await manufacturer.selectOption('Can-Am');
    await expect(year).toHaveValue('');
    await expect(model).toHaveValue('');
    await expect(model).toBeDisabled();

    await choose(panel, choice);
    await panel.getByRole('button', { name: 'Legg til kjøretøy' }).click();
    // Saved, current, and the choices are reset.
    const label = `${choice.manufacturer} ${choice.model} ${choice.year}`;
    const saved = panel.getByRole('button', { name: `Velg ${label}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(manufacturer).toHaveValue('');
    await expect(year).toBeDisabled();
    await expect(vehicleButton(page)).toHaveAccessibleName(`Mitt kjøretøy: ${label}`);

    // Submitting goes to the product list with manufacturer and year in the query.
    await panel.getByRole('link', { name: /^Vis deler til/ }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/produkter\\?manufacturer=${escapeRegExp(encodeURIComponent(choice.manufacturer))}` +
          `&year=${choice.year}&model=${escapeRegExp(encodeURIComponent(choice.model))}$`,
      ),
    );
    // The panel closes on leaving the page.
    await expect(panel).toBeHidden();
    const main = page.getByRole('main');
    const count = main.getByRole('status').filter({ hasText: /produkt/ });
    await expect(count).toHaveText(countPattern(choice.count));
    const fits = main.getByRole('switch', {
      name: new RegExp(`^Passer til min ${escapeRegExp(`${choice.model} ${choice.year}`)}`),
    });
    await expect(fits).toBeChecked();
    // Taking the filter off shows every product again.
    await fits.uncheck();
    await expect(page).toHaveURL(/\/produkter$/);
    await expect(count).toHaveText(countPattern(all));
    await fits.check();
    await expect(count).toHaveText(countPattern(choice.count));

    // Leaving the page by the browser's back button closes the panel too.
    const reopened = await openSelector(page);
    await page.evaluate(() => {
      history.go(-3);
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(reopened).toBeHidden();
  },
);

test('saved vehicles survive a reload and follow in a second tab', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const first = await vehicleWithParts(request, 'Yamaha');
  const second = await vehicleWithParts(request, 'Can-Am');
  const label = (c: Choice) => `${c.manufacturer} ${c.model} ${c.year}`;

  await page.goto('/');
  let panel = await openSelector(page);
  for (const choice of [first, second]) {
    await choose(panel, choice);
    await panel.getByRole('button', { name: 'Legg til kjøretøy' }).click();
    await expect(panel.getByRole('button', { name: `Velg ${label(choice)}` })).toBeVisible();
  }
  await expect(vehicleButton(page)).toHaveAccessibleName(`Mitt kjøretøy: ${label(second)}`);

  // Persisted (redux-persist, key atv): once stored, a reload shows both, the last added
  // current. (IndexedDB writes are asynchronous: a reload in the same instant as the change
  // may come before the write, as in any storefront that keeps state in IndexedDB.)
  const currentId = `${second.manufacturer}|${second.year}|${second.model}`.toLowerCase();
  await expect.poll(() => storedCurrentVehicle(page)).toBe(currentId);
  await page.reload();
  await expect(vehicleButton(page)).toHaveAccessibleName(`Mitt kjøretøy: ${label(second)}`);

  // A second tab reads the same saved vehicles.
  const other = await context.newPage();
  await other.goto('/nn');
  await expect(vehicleButton(other)).toHaveAccessibleName(`Køyretøyet mitt: ${label(second)}`);

  // Removing the current vehicle in the second tab: the first tab follows, and the last
  // remaining vehicle becomes current in both.
  await vehicleButton(other).click();
  const otherPanel = other.getByRole('dialog', { name: 'Køyretøyet mitt' });
  await otherPanel.getByRole('button', { name: `Fjern ${label(second)}` }).click();
  await expect(otherPanel.getByRole('button', { name: `Vel ${label(first)}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(vehicleButton(other)).toHaveAccessibleName(`Køyretøyet mitt: ${label(first)}`);
  await expect(vehicleButton(page)).toHaveAccessibleName(`Mitt kjøretøy: ${label(first)}`);

  panel = await openSelector(page);
  await expect(panel.getByRole('button', { name: `Velg ${label(second)}` })).toHaveCount(0);
  await panel.getByRole('button', { name: `Fjern ${label(first)}` }).click();
  await expect(panel.getByText('Du har ikke lagret noe kjøretøy ennå.')).toBeVisible();
  await expect(vehicleButton(other)).toHaveAccessibleName('Vel køyretøy');
  await other.close();
});

test('/l/atv-huset shows the parts that fit the current vehicle', async ({ page, request }) => {
  test.setTimeout(90_000);
  const choice = await vehicleWithParts(request, 'Polaris');
  const expected = await vehicleListCount(request, 'nn', choice);
  expect(expected).toBe(choice.count);

  // No vehicle saved: the page asks for one.
  await page.goto('/nn/l/atv-huset');
  const main = page.getByRole('main');
  await expect(
    main.getByText('Vel køyretøyet ditt, så viser vi berre delar som passar til det.'),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Vel køyretøy' }).click();
  const panel = page.getByRole('dialog', { name: 'Køyretøyet mitt' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Merke', { exact: true }).selectOption(choice.manufacturer);
  await panel.getByLabel('Årsmodell', { exact: true }).selectOption(String(choice.year));
  await panel.getByLabel('Modell', { exact: true }).selectOption(choice.model);
  await panel.getByRole('button', { name: 'Legg til køyretøy' }).click();
  await panel.getByRole('button', { name: 'Lukk' }).click();

  // The list follows the current vehicle.
  const label = `${choice.manufacturer} ${choice.model} ${choice.year}`;
  await expect(main.getByText(`Viser delar som passar til ${label}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/nn\/l\/atv-huset\?manufacturer=/);
  const count = main.getByRole('status').filter({ hasText: /produkt/ });
  await expect(count).toHaveText(countPattern(expected));

  // Coming back later: the list narrows again at once.
  await page.goto('/nn/l/atv-huset');
  await expect(page).toHaveURL(/\/nn\/l\/atv-huset\?manufacturer=/);
  await expect(count).toHaveText(countPattern(expected));
});

test('in a category, "fits my vehicle" keeps the universal parts and hides those made for other machines', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const choice = await vehicleWithParts(request, 'Polaris');
  const vehicle = { manufacturer: choice.manufacturer, year: choice.year, model: choice.model };
  // A top category where the filter narrows the list without emptying it.
  let found: { path: string; name: string; count: number } | null = null;
  for (const category of await topCategories(request, 'nb')) {
    const all = await listFacets(request, 'nb', { categoryId: category.categoryId });
    const fitting = await listFacets(request, 'nb', { categoryId: category.categoryId, vehicle });
    if (fitting.count > choice.count && fitting.count < all.count) {
      found = { path: category.canonicalUrl, name: category.name, count: fitting.count };
      break;
    }
  }
  const category = must(found, 'a category with universal parts and parts for other machines');

  await page.goto('/');
  const panel = await openSelector(page);
  await choose(panel, choice);
  await panel.getByRole('button', { name: 'Legg til kjøretøy' }).click();
  await panel.getByRole('button', { name: 'Lukk' }).click();
  await page.goto(localePath('nb', category.path));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const fits = main.getByRole('switch', { name: /^Passer til min / });
  await expect(fits).toHaveAccessibleName(/universelle deler vises/);
  await fits.check();
  // More than the parts made for the machine (those are all /produkter shows for it).
  await expect(main.getByRole('status').filter({ hasText: /produkt/ })).toHaveText(
    countPattern(category.count),
  );
});
