/** The test server's EDITOR_TOKEN (playwright.config.ts): the content journeys act as an editor. */
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdefghij';
