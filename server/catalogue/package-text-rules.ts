// Catalogues seeded before 2026-11-25 end each package description with a fixed "Du sparer N kr"
// sentence, worked out from the parts' regular prices when the catalogue was made (the seed no
// longer writes it). Campaigns change the parts' prices,
// so that sentence can be false (a package dearer than its parts); the product page shows the
// saving at today's prices instead (package-configurator.tsx), so the stale claim is left out.
const SAVING_CLAIM = /<p>\s*Du spar(?:er|ar)\s[^<]*<\/p>/gi;

export function withoutSavingClaim(html: string): string {
  return html.replace(SAVING_CLAIM, '');
}
