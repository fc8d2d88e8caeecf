'use client';

import dynamic from 'next/dynamic';

/*
 * The forms of slices that only some content pages hold, with their zod: every content route can
 * show any slice, and a static import would put them into each one's first load (docs/adr/0017).
 * Rendered on the server as before; a page holding one loads its code as it hydrates.
 */
export const GiftCardBalanceForm = dynamic(() =>
  import('./GiftCardBalanceForm').then((module) => module.GiftCardBalanceForm),
);

export const ParcelTrackingForm = dynamic(() =>
  import('./ParcelTrackingForm').then((module) => module.ParcelTrackingForm),
);
