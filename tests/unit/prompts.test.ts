import { describe, expect, it } from 'vitest';
import { isFormPage, promptOnScreen, promptOrder, type PageActivity, type Prompt } from '@/lib/prompts';

const idle: PageActivity = { formPage: false, formInUse: false, panelOpen: false };
const waitingFor = (...prompts: Prompt[]) => new Set<Prompt>(prompts);

describe('the prompts take turns (ADR 0021, issue 31 defect 3)', () => {
  it('asks for consent first, then the market, the contests and the newsletter', () => {
    expect(promptOrder).toEqual(['consent', 'market', 'contests', 'newsletter']);
    const all = waitingFor('newsletter', 'contests', 'market', 'consent');
    expect(promptOnScreen({ showing: null, waiting: all, page: idle })).toBe('consent');
    all.delete('consent');
    expect(promptOnScreen({ showing: null, waiting: all, page: idle })).toBe('market');
    all.delete('market');
    expect(promptOnScreen({ showing: null, waiting: all, page: idle })).toBe('contests');
    all.delete('contests');
    expect(promptOnScreen({ showing: null, waiting: all, page: idle })).toBe('newsletter');
    all.delete('newsletter');
    expect(promptOnScreen({ showing: null, waiting: all, page: idle })).toBeNull();
  });

  it('never covers nor replaces the prompt on screen, even with one before it in the order', () => {
    const waiting = waitingFor('consent', 'market', 'contests');
    expect(promptOnScreen({ showing: 'contests', waiting, page: idle })).toBe('contests');
    expect(promptOnScreen({ showing: 'market', waiting, page: { ...idle, formInUse: true } })).toBe('market');
  });
});

describe('no pop-in over a form (issue 31 defect 4)', () => {
  it('opens none while the focus is in a form or a panel is open; consent still asks', () => {
    for (const page of [
      { ...idle, formInUse: true },
      { ...idle, panelOpen: true },
    ]) {
      expect(promptOnScreen({ showing: null, waiting: waitingFor('market', 'newsletter'), page })).toBeNull();
      expect(promptOnScreen({ showing: null, waiting: waitingFor('consent', 'market'), page })).toBe(
        'consent',
      );
    }
  });

  it('shows none on a form page, and one on screen makes way there until the shopper moves on', () => {
    const formPage = { ...idle, formPage: true };
    const waiting = waitingFor('market', 'contests');
    expect(promptOnScreen({ showing: 'market', waiting, page: formPage })).toBeNull();
    expect(promptOnScreen({ showing: null, waiting, page: idle })).toBe('market');
    expect(promptOnScreen({ showing: null, waiting: waitingFor('consent'), page: formPage })).toBe('consent');
  });

  it('knows the form pages of every locale, the default one without its prefix', () => {
    for (const path of [
      '/fr-fr/contact',
      '/fr-fr/contact/thank-you',
      '/contact',
      '/es-eu/account',
      '/ja-jp/login',
      '/en-uk/login-account',
      '/en-uk/register',
      '/en-uk/register-account',
      '/fr-fr/forgot-password',
      '/fr-fr/reset-password',
      '/fr-fr/enable-account',
      '/fr-fr/cart',
      '/fr-fr/cart/',
    ])
      expect(isFormPage(path), path).toBe(true);
    for (const path of [
      '/',
      '/fr-fr',
      '/fr-fr/fragrance',
      '/fr-fr/contacts',
      '/fr-fr/faq/account',
      '/cartier',
    ])
      expect(isFormPage(path), path).toBe(false);
  });
});
