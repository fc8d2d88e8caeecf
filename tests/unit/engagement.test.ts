import { describe, expect, it } from 'vitest';
import {
  contestsPopinDelayMs,
  contestsPopinMaxAgeSeconds,
  isContestsPath,
  shouldShowContestsPopin,
} from '@/lib/contests';
import {
  newsletterPopinAttemptsLimit,
  newsletterPopinMaxAgeSeconds,
  newsletterTags,
  nextNewsletterPopinAttempts,
  shouldShowNewsletterPopin,
} from '@/lib/newsletter';
import { contactSchema } from '@/lib/validation/contact';
import { customers } from '@/backends/seed/data/customers';
import contactPageEn from '@/backends/content/contact_page/en-us.json';
import contactPageEs from '@/backends/content/contact_page/es-es.json';
import contactPageFr from '@/backends/content/contact_page/fr-fr.json';
import contactPageJa from '@/backends/content/contact_page/ja-jp.json';
import pagesEn from '@/messages/en/pages.json';
import pagesEs from '@/messages/es/pages.json';
import pagesFr from '@/messages/fr/pages.json';
import pagesJa from '@/messages/ja/pages.json';

const day = 24 * 60 * 60;

describe('spec §4, §9 newsletter pop-in', () => {
  it('has an attempts limit of 1 kept 30 days', () => {
    expect(newsletterPopinAttemptsLimit).toBe(1);
    expect(newsletterPopinMaxAgeSeconds).toBe(30 * day);
  });

  it("shows only when not dismissed ('1'), attempts below 1, and the consent condition is not true", () => {
    const base = { dismissedCookie: null, attemptsCookie: null, consentCondition: false };
    expect(shouldShowNewsletterPopin(base)).toBe(true);
    expect(shouldShowNewsletterPopin({ ...base, dismissedCookie: '1' })).toBe(false);
    expect(shouldShowNewsletterPopin({ ...base, dismissedCookie: '0' })).toBe(true);
    expect(shouldShowNewsletterPopin({ ...base, attemptsCookie: '1' })).toBe(false);
    expect(shouldShowNewsletterPopin({ ...base, attemptsCookie: '0' })).toBe(true);
    expect(shouldShowNewsletterPopin({ ...base, attemptsCookie: 'junk' })).toBe(true);
    expect(shouldShowNewsletterPopin({ ...base, consentCondition: true })).toBe(false);
  });

  it('adds one attempt per dismissal', () => {
    expect(nextNewsletterPopinAttempts(null)).toBe('1');
    expect(nextNewsletterPopinAttempts('1')).toBe('2');
    expect(nextNewsletterPopinAttempts('-4')).toBe('1');
  });
});

describe('spec §3 subscription tags: currency, source, country (upper-cased), campaign, language', () => {
  it('writes name:value tags and leaves out what the visit does not have', () => {
    expect(
      newsletterTags({
        currency: 'eur',
        source: 'footer',
        country: 'fr',
        campaign: 'spring',
        language: 'FR',
      }),
    ).toEqual(['currency:EUR', 'source:footer', 'country:FR', 'campaign:spring', 'language:fr']);
    expect(
      newsletterTags({ currency: 'USD', source: 'popin', country: null, campaign: null, language: 'ja' }),
    ).toEqual(['currency:USD', 'source:popin', 'language:ja']);
  });
});

describe('spec §2.3, §4, §9 contests pop-in', () => {
  it('waits 5000 ms and is remembered 30 days', () => {
    expect(contestsPopinDelayMs).toBe(5000);
    expect(contestsPopinMaxAgeSeconds).toBe(30 * day);
  });

  it('belongs to the root and the fragrance root of each locale', () => {
    expect(isContestsPath('/', 'en-ww')).toBe(true);
    expect(isContestsPath('/fragrance', 'en-ww')).toBe(true);
    expect(isContestsPath('/fr-fr', 'fr-fr')).toBe(true);
    expect(isContestsPath('/fr-fr/', 'fr-fr')).toBe(true);
    expect(isContestsPath('/fr-fr/fragrance', 'fr-fr')).toBe(true);
    expect(isContestsPath('/fr-fr/fragrance/eaux', 'fr-fr')).toBe(false);
    expect(isContestsPath('/fr-fr/fashion', 'fr-fr')).toBe(false);
  });

  it('needs content, not hidden, not seen', () => {
    expect(shouldShowContestsPopin({ hasContent: true, hidden: false, shownCookie: null })).toBe(true);
    expect(shouldShowContestsPopin({ hasContent: false, hidden: false, shownCookie: null })).toBe(false);
    expect(shouldShowContestsPopin({ hasContent: true, hidden: true, shownCookie: null })).toBe(false);
    expect(shouldShowContestsPopin({ hasContent: true, hidden: false, shownCookie: '1' })).toBe(false);
  });
});

describe('contact form', () => {
  const valid = {
    name: 'Anna Müller',
    email: 'anna@example.com',
    subject: 'A',
    message: 'Where is my parcel, please?',
  };
  it('accepts a message with an optional order number', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, orderNumber: '#1001' }).success).toBe(true);
  });
  it('refuses a short or 10 kB message and a strange order number', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'hi' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(10_000) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, orderNumber: '<script>' }).success).toBe(false);
  });

  it('gives as its example an order number the shop names as it names its orders (#1001), in every language', () => {
    // The local Admin and the account's order list name an order `#` and its number.
    const orderNames = customers.flatMap((customer) =>
      customer.orders.map((order) => `#${order.orderNumber}`),
    );
    for (const pages of [pagesEn, pagesEs, pagesFr, pagesJa]) {
      const hint = pages.contact.form.orderNumberHint;
      const example = /#[A-Za-z0-9-]+/.exec(hint)?.[0];
      expect(orderNames, hint).toContain(example);
    }
    for (const page of [contactPageEn, contactPageEs, contactPageFr, contactPageJa]) {
      const intro = page.data.intro.map((block) => block.text).join(' ');
      for (const [example] of intro.matchAll(/#[A-Za-z0-9-]*/g))
        expect(['#', ...orderNames], intro).toContain(example);
    }
  });
});
