import { describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    Object.assign((key: string) => `${namespace}.${key}`, {
      raw: (key: string) => `${namespace}.${key}`,
      has: () => true,
    }),
}));

const { formTemplates, newsletterTemplates } = await import('@/server/forms/templates');
const { newsletterSchema } = await import('@/lib/validation/newsletter');
const { newsletterRefusals } = await import('@/server/newsletter/sign-up');

describe("a newsletter form's texts", () => {
  it('hold every message its fields can show, from the rules themselves', async () => {
    const templates = await newsletterTemplates('fr-fr');
    const bad = [
      {},
      { email: 'not an address', gdpr: 'off', from: 'elsewhere', campaign: 'no spaces allowed' },
      { email: `${'a'.repeat(300)}@example.com`, gdpr: 'on' },
    ];
    const codes = bad.flatMap((input) => newsletterSchema.safeParse(input).error?.issues ?? []);
    expect(codes.length).toBeGreaterThan(4);
    for (const issue of codes)
      expect(templates, issue.message).toHaveProperty([issue.message.split('?')[0]!]);
  });

  it('hold its success, each refusal of its action and the bot check, and nothing else', async () => {
    const templates = await newsletterTemplates('fr-fr');
    for (const code of ['NEWSLETTER_SUBSCRIBE', 'REFUSED', ...newsletterRefusals])
      expect(templates).toHaveProperty([`alerts.${code}`]);
    expect(templates).toHaveProperty(['botCheck.label']);
    expect(templates).not.toHaveProperty(['alerts.TAKEN_EMAIL']);
    expect(templates).not.toHaveProperty(['error.passwordMatch']);
    expect(Object.keys(templates).length).toBeLessThan(Object.keys(await formTemplates('fr-fr')).length / 2);
  });
});
