import { useSyncExternalStore } from 'react';
import { recipientFieldNames, sendOnRange } from '@/lib/gift-card-recipient';
import styles from './ProductPurchase.module.css';

export interface GiftCardRecipientProps {
  labels: {
    legend: string;
    hint: string;
    email: string;
    name: string;
    message: string;
    messageHint: string;
    sendOn: string;
    sendOnHint: string;
  };
  nameMaxLength: number;
  messageMaxLength: number;
}

/**
 * Shopify's gift card recipient, inside the product form: plain fields, so a browser without
 * JavaScript posts them too. All optional: without an e-mail address the card goes to the buyer.
 * The send dates' bounds are today's, so the browser sets them: the page is prerendered, and the
 * server checks the date again on the add (its hint says the range in words).
 */
export function GiftCardRecipientFields({ labels, nameMaxLength, messageMaxLength }: GiftCardRecipientProps) {
  // The day in the browser (an ISO date, stable within the day); none while prerendered.
  const today = useSyncExternalStore(noChanges, todayInBrowser, noDayOnServer);
  const sendOn = today ? sendOnRange(new Date(today)) : null;
  return (
    <fieldset className={styles.recipient} data-testid="gift-card-recipient">
      <legend>{labels.legend}</legend>
      <p className={styles.recipientHint}>{labels.hint}</p>
      <label htmlFor="recipient-email">{labels.email}</label>
      <input id="recipient-email" name={recipientFieldNames.email} type="email" autoComplete="off" />
      <label htmlFor="recipient-name">{labels.name}</label>
      <input
        id="recipient-name"
        name={recipientFieldNames.name}
        autoComplete="off"
        maxLength={nameMaxLength}
      />
      <label htmlFor="recipient-message">{labels.message}</label>
      <textarea
        id="recipient-message"
        name={recipientFieldNames.message}
        maxLength={messageMaxLength}
        rows={3}
        aria-describedby="recipient-message-hint"
      />
      <p id="recipient-message-hint" className={styles.recipientHint}>
        {labels.messageHint}
      </p>
      <label htmlFor="recipient-send-on">{labels.sendOn}</label>
      <input
        id="recipient-send-on"
        name={recipientFieldNames.sendOn}
        type="date"
        min={sendOn?.min}
        max={sendOn?.max}
        aria-describedby="recipient-send-on-hint"
      />
      <p id="recipient-send-on-hint" className={styles.recipientHint}>
        {labels.sendOnHint}
      </p>
    </fieldset>
  );
}

const noChanges = () => () => {};
const todayInBrowser = () => new Date().toISOString().slice(0, 10);
const noDayOnServer = () => null;
