'use client';

import { useSyncExternalStore } from 'react';
import { dismissAlert, getAlerts, getServerAlerts, subscribeAlerts } from './alerts';
import styles from './Alerts.module.css';

/** Stacked toasts: errors interrupt (role=alert), the rest are polite (role=status). */
export function Alerts({ closeLabel }: { closeLabel: string }) {
  const alerts = useSyncExternalStore(subscribeAlerts, getAlerts, getServerAlerts);
  return (
    <ol className={styles.stack} data-testid="alerts">
      {alerts.map((alert) => (
        <li key={alert.id} className={styles.alert} data-type={alert.type}>
          {/* The role sits on the message, not the <li>: a list item must stay a listitem (axe list rule). */}
          <span role={alert.type === 'error' ? 'alert' : 'status'}>{alert.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissAlert(alert.id)}
            aria-label={closeLabel}
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
