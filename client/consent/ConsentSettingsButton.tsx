'use client';

import { openConsentSettings } from './consent-store';

/** The footer's "Cookie settings" link: reopens the consent manager's settings (spec §7.3). */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-testid="consent-settings">
      {label}
    </button>
  );
}
