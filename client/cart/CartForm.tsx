'use client';

import type { FormEvent, ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import { cartFormAction } from '@/server/actions/cart-form';

interface CartFormProps {
  locale: Locale;
  /** Hidden fields: the change the form asks for (`intent`) and what it applies to. */
  fields?: Record<string, string>;
  className?: string;
  /** The script's way: the optimistic change through the cart actions (useCartMutations). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A form of the cart view. Without JavaScript it posts to the cart form action, which changes the cart
 * and answers with the cart page (post/redirect/get); with JavaScript the controls' own handlers
 * change the cart in place, so the native post never goes (React skips the action of a submit whose
 * default was prevented).
 */
export function CartForm({ locale, fields = {}, className, onSubmit, children }: CartFormProps) {
  return (
    <form
      action={cartFormAction}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
