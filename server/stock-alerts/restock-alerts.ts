// Sends the back-in-stock mails that are due: every waiting sign-up whose size or package can
// be bought again gets one message. Run after a restock (setStock, the seed CLI's --restock)
// and by housekeeping every minute (stock given back by a cancelled order, a change made in
// the database). Exactly once across processes: the sign-ups are claimed by one UPDATE ...
// RETURNING before anything is sent, and marked sent after; a send that fails gives its claim
// back, and a claim whose process died is taken again after STALE_CLAIM_MINUTES.
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';
import type { Queryable } from '../db/types.js';
import type { ShopMail } from '../mail/mailer.js';
import { backInStockMail } from './stock-alert-mail.js';
import { isSellable } from './stock-alert-rules.js';
import {
  alertSubject,
  claimAlerts,
  markSent,
  packageParts,
  releaseClaim,
  skuFigures,
  waitingTargets,
} from './stock-alert-store.js';

/** Answers how many mails it sent. */
export async function sendDueStockAlerts(
  db: Queryable,
  mail: ShopMail,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  const targets = await waitingTargets(db);
  const skuIds = targets.flatMap((t) => (t.skuId === null ? [] : [t.skuId]));
  const packageIds = targets.flatMap((t) => (t.packageId === null ? [] : [t.packageId]));
  if (skuIds.length === 0 && packageIds.length === 0) return 0;
  const [sizes, packages] = await Promise.all([
    skuFigures(db, skuIds),
    packageParts(db, packageIds),
  ]);
  const dueSkus = skuIds.filter((id) => {
    const figures = sizes.get(id);
    return figures !== undefined && isSellable({ kind: 'sku', figures });
  });
  const duePackages = packageIds.filter((id) => {
    const parts = packages.get(id);
    return parts !== undefined && isSellable({ kind: 'package', parts });
  });
  if (dueSkus.length === 0 && duePackages.length === 0) return 0;
  const claimed = await claimAlerts(db, dueSkus, duePackages);
  let sent = 0;
  for (const alert of claimed) {
    const subject = await alertSubject(db, alert);
    if (!subject) {
      // Its product is gone (unpublished): nothing to offer; the claim lapses and is retried.
      continue;
    }
    // In the language and the market it was made in (/se/nn/… for a Nynorsk sign-up in Sverige).
    const prefix = shopPagePrefix(alert.languageId, alert.marketSegment);
    const link = `${mail.publicUrl}${prefix}/${subject.path}`;
    try {
      await mail.mailer.send(backInStockMail(alert.email, subject, link, alert.languageId));
    } catch (error) {
      await releaseClaim(db, alert.id);
      log(`Back-in-stock mail ${alert.id} not sent: ${String(error)}`);
      continue;
    }
    await markSent(db, alert.id);
    sent++;
  }
  return sent;
}
