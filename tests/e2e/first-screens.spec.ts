import { boxOf } from './measure';
import { expect, expectAccessible, test } from './support';

/**
 * What a phone shows first. A product page opened on eleven full-width pictures, its name three
 * screens down; a listing opened on its editorial blocks, its first product four screens down.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };
const dressPage = '/fr-fr/fashion/product/silk-wrap-dress';

test.describe('a product page on a phone', () => {
  test.use({ viewport: phone });

  test('opens on one picture of a swipeable gallery, then the name, price, sizes and Add to cart', async ({
    page,
  }) => {
    await page.goto(dressPage);
    const gallery = page.getByRole('region', { name: 'Photos : Robe portefeuille en soie' });
    const slides = gallery.getByRole('listitem');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);

    // One picture fills the screen's width; the next waits to its right, to be swiped to.
    const first = await boxOf(slides.first());
    const second = await boxOf(slides.nth(1));
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
    expect(second.y).toBe(first.y);
    await expect(slides.first().getByTestId('gallery-counter').filter({ visible: true })).toHaveText(
      `1 / ${count}`,
    );
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');

    // Within one screen and a half: the name, the price, the sizes and Add to cart.
    const limit = phone.height * 1.5;
    for (const part of [
      page.getByRole('heading', { level: 1 }),
      page.getByTestId('price'),
      page.getByRole('group', { name: /^Taille/ }),
      page.getByTestId('add-to-cart'),
    ]) {
      const box = await boxOf(part);
      expect(box.y + box.height, String(part)).toBeLessThanOrEqual(limit);
    }

    // From the keyboard: the gallery takes the focus and the arrow keys move it a picture at a time.
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => gallery.evaluate((track) => Math.round(track.scrollLeft / track.clientWidth)))
      .toBe(1);
    const secondPlace = slides.nth(1).getByTestId('gallery-counter').filter({ visible: true });
    await expect(secondPlace).toBeInViewport();
    await expect(secondPlace).toHaveText(`2 / ${count}`);
    await expectAccessible(page);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a product page on a laptop, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: laptop, javaScriptEnabled });

    test('chooses a picture from the thumbnails beside the gallery', async ({ page }) => {
      await page.goto(dressPage);
      const gallery = page.getByRole('region', { name: 'Photos : Robe portefeuille en soie' });
      const thumbnails = page.getByRole('list', { name: 'Choisir une photo' }).getByRole('link');
      await expect(thumbnails.first()).toBeVisible();
      const thumbnailsBox = await boxOf(page.getByRole('list', { name: 'Choisir une photo' }));
      expect(thumbnailsBox.x + thumbnailsBox.width).toBeLessThanOrEqual((await boxOf(gallery)).x);
      await thumbnails.nth(2).click();
      await expect
        .poll(() => gallery.evaluate((track) => Math.round(track.scrollLeft / track.clientWidth)))
        .toBe(2);
      await expect(
        gallery.getByRole('listitem').nth(2).getByTestId('gallery-counter').filter({ visible: true }),
      ).toBeInViewport();
    });
  });
}

for (const viewport of [phone, laptop]) {
  test.describe(`a listing at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opens on its filter bar and first products, the editorial blocks after them (spec §2.3)', async ({
      page,
    }) => {
      await page.goto('/fr-fr/fashion');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mode');
      const listing = page.getByTestId('collection-listing');
      const filterBar = listing.getByRole('group', { name: 'Trier et filtrer' });
      const firstCard = listing.getByTestId('product-grid').locator('> li').first();
      await expect(filterBar).toBeInViewport();
      // The first row of products starts on the first screen, and its pictures load at once.
      expect((await boxOf(firstCard)).y).toBeLessThan(viewport.height);
      await expect(firstCard.locator('img')).toHaveAttribute('fetchpriority', 'high');

      // The editor's blocks come after the listing: no second h1, and their pictures wait their turn.
      const hero = page.locator('[data-slice-type="hero"]');
      expect((await boxOf(hero)).y).toBeGreaterThan(
        (await boxOf(listing)).y + (await boxOf(listing)).height - 1,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(hero.locator('img')).not.toHaveAttribute('fetchpriority', 'high');
      await expectAccessible(page);
    });
  });
}
