import { expect, test } from './support';

/**
 * docs/adr/0019: the router's own fetch of a listing state always gets the state's page, never the
 * category's shell with the listing streamed in. Next strips the router's RSC headers before the proxy,
 * which tells the fetch by its Fetch Metadata (server/next-internals/router-requests.ts).
 */
const freshState = () => `filter.v.price.lte=${5000 + Math.floor(Math.random() * 1e9)}`;

test("the router's fetch of a state nobody has read gets the state's page, and counts as its read", async ({
  request,
}) => {
  const path = `/fr-fr/fashion?${freshState()}`;
  const fetched = await request.get(path, { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toContain('text/x-component');
  const payload = await fetched.text();
  expect(payload).toContain('collection-listing');
  expect(payload, 'the streamed shell is for documents only').not.toContain('listing-placeholder');

  const document = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } });
  expect(await document.text()).not.toContain('listing-placeholder');
});

test('a navigation to a state nobody has read gets the streamed shell', async ({ request }) => {
  const document = await request.get(`/fr-fr/fashion?${freshState()}`, {
    headers: { 'sec-fetch-dest': 'document' },
  });
  expect(await document.text()).toContain('data-testid="listing-placeholder"');
});
