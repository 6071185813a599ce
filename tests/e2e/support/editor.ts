// The e2e server's EDITOR_TOKEN (playwright.config.ts sets it): the bearer of the editor-only
// APIs the journeys use, such as restocking a size (stock-alerts.spec.ts) and editing content
// (content.spec.ts).
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdefghijklmnop';
