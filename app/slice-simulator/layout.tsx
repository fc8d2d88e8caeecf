import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const metadata: Metadata = { title: 'Slice simulator', robots: { index: false, follow: false } };

/** The simulator sits outside [locale], so it needs a root layout of its own. */
export default function SliceSimulatorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
