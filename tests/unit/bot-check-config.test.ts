import { describe, expect, it } from 'vitest';
import { parseBotCheckConfig } from '@/server/bot-check/config';

describe('bot check configuration (spec §5: a configuration error names the variable)', () => {
  it('uses ALTCHA with a key of its own when nothing is configured locally', () => {
    const config = parseBotCheckConfig({});
    expect(config).toMatchObject({ provider: 'altcha', maxNumber: 20_000 });
    expect(config.provider === 'altcha' && config.hmacKey.length).toBe(64);
  });

  it('wants a shared ALTCHA key with a hosted store', () => {
    expect(() => parseBotCheckConfig({ SHOPIFY_STORE_DOMAIN: 'https://shop.myshopify.com' })).toThrow(
      /ALTCHA_HMAC_KEY/,
    );
  });

  it('wants one ALTCHA key for instances that share Redis (a balancer splits challenge and answer)', () => {
    expect(() => parseBotCheckConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/ALTCHA_HMAC_KEY/);
    const key = 'k'.repeat(32);
    expect(parseBotCheckConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ALTCHA_HMAC_KEY: key })).toMatchObject({
      provider: 'altcha',
      hmacKey: key,
    });
  });

  it('uses reCAPTCHA v3 when both its keys are set, and names the missing one', () => {
    expect(
      parseBotCheckConfig({ RECAPTCHA_SECRET_KEY: 'secret', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' }),
    ).toEqual({ provider: 'recaptcha', secretKey: 'secret', minScore: 0.5 });
    expect(() => parseBotCheckConfig({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(
      /NEXT_PUBLIC_RECAPTCHA_SITE_KEY/,
    );
    expect(() => parseBotCheckConfig({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site' })).toThrow(
      /RECAPTCHA_SECRET_KEY/,
    );
  });
});
