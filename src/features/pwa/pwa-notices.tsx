import { InstallOffer } from './install-offer';
import { OfflinePill } from './offline-pill';
import { UpdatePrompt } from './update-prompt';
import './pwa-notices.css';

/** The offline pill, the update prompt and (in the shop layout) the install offer, bottom. */
export function PwaNotices({ hasInstallOffer = false }: { hasInstallOffer?: boolean }) {
  return (
    <div className="pwa-notices">
      <UpdatePrompt />
      {hasInstallOffer ? <InstallOffer /> : null}
      <OfflinePill />
    </div>
  );
}
