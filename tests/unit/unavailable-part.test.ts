import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { partWhenAvailable } from '@/components/when-available';
import { ProviderUnavailableError } from '@/server/provider-unavailable';

/**
 * A search (or listing state) streamed into its shell has sent its 200 before its read fails: the
 * error block that takes the results' place tells search engines not to index it (components/when-available.tsx).
 */
describe('a part whose provider cannot answer', () => {
  it('renders the error block with a robots noindex', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const part = await partWhenAvailable('en-eu', async () => {
      throw new ProviderUnavailableError('Storefront API: 503');
    });
    expect(isValidElement(part)).toBe(true);
    const children = (part as ReactElement<{ children: ReactNode[] }>).props.children;
    const meta = children.find((child) => isValidElement(child) && child.type === 'meta');
    expect(meta && renderToStaticMarkup(meta as ReactElement)).toBe(
      '<meta name="robots" content="noindex"/>',
    );
  });

  it('renders the part as it is when the provider answers', async () => {
    expect(await partWhenAvailable('en-eu', async () => 'results')).toBe('results');
  });
});
