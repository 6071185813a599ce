import { test as base, type Page, type Request } from '@playwright/test';

// Every spec imports `test` from here: Playwright's own, with one automatic fixture that keeps
// what the browser said while the test ran (errors, failed and refused requests, requests still
// open) and, when the test fails, prints it with the page's address and accessibility tree.
// It lands in the run's log where that test failed, so a flake seen only in CI says why: a
// chunk that did not load, a script error, a request the server never answered.
export * from '@playwright/test';

/** The newest lines kept: a failure is explained by what happened just before it. */
const MAX_LINES = 80;
/** The accessibility tree is cut here; the top of the page is what a failure needs. */
const MAX_TREE_CHARS = 4000;

/** Addresses and messages are cut here (a GET GraphQL address carries its whole query). */
const MAX_MESSAGE_CHARS = 400;
const short = (url: string) =>
  url.length > MAX_MESSAGE_CHARS ? `${url.slice(0, MAX_MESSAGE_CHARS)}…` : url;

async function describePage(page: Page): Promise<string> {
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: unknown) => `(no tree: ${String(error)})`);
  const cut = tree.length > MAX_TREE_CHARS ? `${tree.slice(0, MAX_TREE_CHARS)}\n…` : tree;
  // What a click by position depends on: where the page is scrolled, whether the sticky header
  // is slid away (use-hide-on-scroll.ts), and what has focus (the tree shows none of it).
  const layout = await page
    .evaluate(() => {
      const header = document.querySelector('.site-header');
      const box = header?.getBoundingClientRect();
      const focused = document.activeElement === document.body ? null : document.activeElement;
      return [
        // A hidden page runs no animation frame: Playwright's "stable" check then never ends.
        `visibility ${document.visibilityState}`,
        `scrollY ${String(Math.round(window.scrollY))}`,
        header
          ? `header "${header.className}" at y ${String(Math.round(box?.top ?? 0))}`
          : 'no header',
        `focus ${focused ? `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 40)}"` : 'the page'}`,
      ].join(', ');
    })
    .catch((error: unknown) => `(no layout: ${String(error)})`);
  return `page ${page.url()}\n${layout}\n${cut}`;
}

export const test = base.extend<{ browserDiagnostics: undefined }>({
  browserDiagnostics: [
    async ({ context }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const note = (line: string) => {
        lines.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
        if (lines.length > MAX_LINES) lines.shift();
      };
      const open = new Map<Request, number>();
      context.on('request', (request) => open.set(request, Date.now()));
      context.on('requestfinished', (request) => open.delete(request));
      context.on('requestfailed', (request) => {
        open.delete(request);
        note(
          `request failed: ${request.method()} ${short(request.url())} ${request.failure()?.errorText}`,
        );
      });
      context.on('response', (response) => {
        if (response.status() >= 400)
          note(
            `answer ${response.status()}: ${response.request().method()} ${short(response.url())}`,
          );
      });
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          note(`console.${message.type()}: ${message.text().slice(0, MAX_MESSAGE_CHARS)}`);
      });
      context.on('weberror', (error) => note(`page error: ${error.error().message}`));
      context.on('page', (page) => {
        page.on('load', () => note(`load ${page.url()}`));
        page.on('crash', () => note(`crashed ${page.url()}`));
      });

      await use(undefined);

      if (testInfo.status === testInfo.expectedStatus) return;
      const now = Date.now();
      const stillOpen = [...open].map(
        ([request, since]) =>
          `still open after ${((now - since) / 1000).toFixed(1)}s: ${request.method()} ${short(request.url())}`,
      );
      const pages = await Promise.all(context.pages().map(describePage));
      const text = [
        '— what the browser said —',
        ...(lines.length ? lines : ['(no error, no failed request)']),
        ...stillOpen,
        '— the pages at the end —',
        ...pages,
      ].join('\n');
      // On stdout, printed whole; the list reporter shows only the start of a text attachment.
      console.info(text);
    },
    { auto: true },
  ],
});
