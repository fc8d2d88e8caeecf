import { expect, expectAccessible, test } from './support';

const shots = process.env.WHERE_TO_BUY_SCREENSHOTS;

test('ja-jp does not sell: a dress lists the Tokyo boutique that stocks ready-to-wear, a fragrance both Japanese boutiques', async ({
  page,
}) => {
  await page.goto('/ja-jp/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'お取り扱い店舗' });
  await expect(section.getByTestId('where-to-buy-boutique')).toHaveCount(1);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Maison Aurèle Aoyama']);
  // In Japanese, as a Japanese address is written: the postcode after 〒, then the city and street.
  await expect(section.locator('address')).toHaveText(/^〒107-0062\s*東京都港区南青山5-3-10, 日本$/);
  // No provider is configured: no widget slot.
  await expect(page.getByTestId('where-to-buy-widget')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/ja-jp/fragrance/product/rose-absolue-eau-de-parfum', { waitUntil: 'networkidle' });
  const boutiques = page.getByTestId('where-to-buy-boutique');
  await expect(boutiques).toHaveCount(2);
  // Every boutique's phone is a link in tab order, named after the boutique.
  const call = page.getByRole('link', { name: /Maison Aurèle .*に電話する/ }).first();
  await call.focus();
  await expect(call).toBeFocused();
  await expect(call).toHaveAttribute('href', /^tel:\+81\d+$/);
  if (shots) await page.getByTestId('where-to-buy').screenshot({ path: `${shots}/where-to-buy-ja-jp.png` });
});

test('a selling locale shows no where-to-buy; a worldwide locale (no market) keeps only the store-locator link', async ({
  page,
}) => {
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('where-to-buy')).toHaveCount(0);
  await page.goto('/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('not-sold').getByRole('link')).toHaveAttribute('href', '/store-locator');
  await expect(page.getByTestId('where-to-buy')).toHaveCount(0);
});
