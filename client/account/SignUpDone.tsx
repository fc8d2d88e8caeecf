'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import styles from '@/client/forms/Form.module.css';

/**
 * What a sign-up ends on: the message (check your e-mail) and the way back to the shop, in place of
 * the form, which has nothing left to do. The message takes the focus as it replaces the form, so a
 * screen reader reads it and the keyboard does not start over from the top of the page.
 */
export function SignUpDone({ message, href, label }: { message: string; href: string; label: string }) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className={styles.form} data-testid="register-done">
      <p ref={messageRef} tabIndex={-1} role="status" className={styles.success} data-testid="form-success">
        {message}
      </p>
      <p className={styles.actions}>
        <Link href={href} className="button">
          {label}
        </Link>
      </p>
    </div>
  );
}
