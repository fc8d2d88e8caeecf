'use client';

import { useEffect, useRef } from 'react';

/**
 * spec §5: after a refused submission the focus goes to the first field in error, so the shopper hears
 * its message and can type at once. `attempt` changes with every answer (a new state object, or a
 * submit count for forms validated in the browser), so a second refusal of the same field moves the
 * focus again. The effect runs after the render that marked the fields invalid.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(attempt: unknown) {
  const container = useRef<T>(null);
  useEffect(() => {
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return container;
}
