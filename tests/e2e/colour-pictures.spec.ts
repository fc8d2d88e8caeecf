import { expect, expectAccessible, test } from './support';

/**
 * A colour chosen shows that colour's pictures: on the cards of a listing filtered by it, and in the
 * product page's gallery once chosen there, with or without JavaScript. The silk wrap dress comes in
 * black (pictures 1 and 2, its featured image first) and ivory (pictures 3 and 4), then a video.
 */

const phone = { width: 390, height: 844 };
const dressPage = '/fr-fr/fashion/product/silk-wrap-dress';
const ivoryPicture = /\/silk-wrap-dress-3\.jpg/;
const blackPicture = /\/silk-wrap-dress-1\.jpg/;

test.use({ viewport: phone });

test('a listing filtered by ivory shows the ivory piece on its card', async ({ page }) => {
  await page.goto('/fr-fr/fashion/dresses?filter.v.option.color=ivory');
  const card = page
    .getByTestId('collection-listing')
    .getByTestId('product-grid')
    .getByRole('link', { name: /Robe portefeuille en soie/ });
  await expect(card.locator('img')).toHaveAttribute('src', ivoryPicture);

  // Unfiltered, the card keeps the product's featured image.
  await page.goto('/fr-fr/fashion/dresses');
  await expect(
    page
      .getByTestId('product-grid')
      .getByRole('link', { name: /Robe portefeuille en soie/ })
      .locator('img'),
  ).toHaveAttribute('src', blackPicture);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the product gallery shows the colour chosen first, and counts its pictures', async ({ page }) => {
      await page.goto(dressPage);
      const gallery = page.getByRole('region', { name: 'Photos : Robe portefeuille en soie' });
      const slides = gallery.getByRole('listitem');
      await expect(page.getByRole('radio', { name: 'Noir' })).toBeChecked();
      await expect(slides.first().locator('img')).toHaveAttribute('src', blackPicture);

      await page.getByRole('radio', { name: 'Ivoire' }).check();
      await expect(slides.first().locator('img')).toHaveAttribute('src', ivoryPicture);
      await expect(slides.first()).toBeInViewport();
      // Ivory's two pictures and the video, which shows every colour; black's are hidden.
      await expect(slides).toHaveCount(3);
      await expect(slides.first().getByTestId('gallery-counter').filter({ visible: true })).toHaveText(
        '1 / 3',
      );
      await expect(gallery.locator('img[src*="silk-wrap-dress-1."]')).toBeHidden();
      // axe runs in the page: with JavaScript off there is nothing to scan with.
      if (javaScriptEnabled) await expectAccessible(page);
    });
  });
}
