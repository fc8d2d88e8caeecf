'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { pushAlert } from '@/client/shell/alerts';
import { Nothing, orFallback } from '@/client/shell/island-fallback';
import { usePromptTurn } from '@/client/shell/prompt-queue';
import { adoptOneTrust, onOpenSettings, saveConsent, useConsent } from './consent-store';
import { ConsentBanner } from './ConsentBanner';
import type { ConsentLabels } from './labels';

// Fetched when the visitor opens the settings, never on a page's first load.
// Without the dialog nothing is consented to: the tags it would allow stay off.
const ConsentDialog = dynamic(
  orFallback(() => import('./ConsentDialog').then((m) => m.ConsentDialog), Nothing),
  { ssr: false },
);

/**
 * The consent manager on every page (spec §7.3). By default a first-party banner: non-modal, fixed
 * in a bottom corner (an overlay, so nothing shifts; it covers no primary action), shown until the
 * visitor chooses, with a settings dialog the footer link reopens. It is the first of the shell's
 * prompts (client/shell/prompt-queue.ts): none other shows before the visitor has answered. With
 * ONETRUST_DOMAIN_ID, OneTrust's own script instead. Both feed the same contract (./consent-store).
 */
export function ConsentManager({
  oneTrustDomainId,
  labels,
}: {
  oneTrustDomainId: string | null;
  labels: ConsentLabels;
}) {
  const consent = useConsent();
  const asking = usePromptTurn('consent', !oneTrustDomainId && !consent.decided);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Each opening is a fresh dialog (it shows the current choice); it stays mounted after closing so the
  // focus goes back to the control that opened it.
  const [openings, setOpenings] = useState(0);
  const openSettings = () => {
    setOpenings((count) => count + 1);
    setSettingsOpen(true);
  };

  useEffect(() => {
    if (oneTrustDomainId) adoptOneTrust();
    else return onOpenSettings(openSettings);
  }, [oneTrustDomainId]);

  // A plain async script, which React hoists into the head: next/script would put its loader in every
  // page's first load for a script that most deployments never load (docs/adr/0017).
  if (oneTrustDomainId)
    return (
      <script
        src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"
        data-domain-script={oneTrustDomainId}
        async
      />
    );

  const choose = (analytics: boolean) => {
    saveConsent({ analytics });
    setSettingsOpen(false);
  };

  return (
    <>
      {asking ? <ConsentBanner labels={labels} onChoose={choose} onOpenSettings={openSettings} /> : null}
      {openings > 0 ? (
        <ConsentDialog
          key={openings}
          open={settingsOpen}
          labels={labels}
          analytics={consent.groups.includes('C0002')}
          onClose={() => setSettingsOpen(false)}
          onSave={(analytics) => {
            choose(analytics);
            pushAlert({ type: 'success', message: labels.saved });
          }}
        />
      ) : null}
    </>
  );
}
