'use client';

import { useRef, useState, type FormEvent } from 'react';
import {
  cookieNames,
  languageCookieMaxAgeSeconds,
  marketPreferenceCookieMaxAgeSeconds,
} from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { marketTargetUrl } from '@/lib/locale-alternates';
import { canSubmitMarket, languagePickerState } from '@/lib/market-pickers';
import {
  marketPreferenceFor,
  restoredMarketPreference,
  serializeMarketPreference,
  marketCookies,
} from '@/lib/market-preference';
import { useCustomerGreeting } from '@/client/cart/cart-store';
import { analyticsAllowed } from '@/client/consent/consent-store';
import { readCookie, writeCookie } from '@/client/shell/cookies';
import type { MarketChoices, MarketPickerLabels } from './market-types';
import { readPageAlternates } from './page-alternates';
import styles from './MarketPicker.module.css';

interface MarketPickerProps {
  locale: Locale;
  choices: MarketChoices;
  initialCountry: string | null;
  labels: MarketPickerLabels;
  /** Called on every submit, before a navigation to another locale if there is one. */
  onSubmitted: () => void;
  idPrefix: string;
}

interface Choice {
  country: string | null;
  language: Locale | null;
}

function initialChoice(locale: Locale, initialCountry: string | null, choices: MarketChoices): Choice {
  // spec §4: a stored preference is restored with consent (group C0002) and for the same locale.
  const restored = restoredMarketPreference(readCookie(marketCookies.marketPreference), {
    consent: analyticsAllowed(),
    locale,
  });
  const country = restored?.countryCode ?? initialCountry;
  const option = choices.countries.find((candidate) => candidate.code === country);
  if (!option) return { country: null, language: null };
  return { country: option.code, language: restored?.locale ?? option.locales[0] ?? null };
}

/** Country and language pickers of spec §4, with the submit rules of §5 and the cookies of §7.4. */
export function MarketPicker(props: MarketPickerProps) {
  const { locale, choices, initialCountry, labels, onSubmitted, idPrefix } = props;
  const [{ country, language }, setChoice] = useState<Choice>(() =>
    initialChoice(locale, initialCountry, choices),
  );
  const languageSelect = useRef<HTMLSelectElement>(null);
  const customer = useCustomerGreeting();
  const countryLocales = choices.countries.find((option) => option.code === country)?.locales ?? [];
  const picker = languagePickerState(countryLocales);

  const chooseCountry = (code: string) => {
    const locales = choices.countries.find((option) => option.code === code)?.locales ?? [];
    // spec §4: choosing a country sets the language to its first locale (or the only one).
    setChoice({ country: code, language: locales[0] ?? null });
    if (languagePickerState(locales).autoOpen) {
      requestAnimationFrame(() => {
        const select = languageSelect.current;
        select?.focus();
        try {
          select?.showPicker();
        } catch {
          // showPicker needs a recent user gesture and support; focus alone is the fallback.
        }
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitMarket(country, language) || country === null || language === null) return;
    const chosen = language as Locale;
    writeCookie(
      marketCookies.marketPreference,
      serializeMarketPreference(marketPreferenceFor(country, chosen)),
      marketPreferenceCookieMaxAgeSeconds,
    );
    writeCookie(cookieNames.locale, chosen, languageCookieMaxAgeSeconds);
    const target = marketTargetUrl(chosen, locale, readPageAlternates(), window.location.search);
    // A logged-in customer's e-mails follow the language they chose (spec §7.2 customers/update-locale).
    if (customer)
      void fetch('/api/customers/update-locale', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: chosen }),
        keepalive: true,
      }).catch(() => undefined);
    onSubmitted();
    if (!target) return;
    // The market panel greets the visitor in the new market (spec §4 "Market panel").
    writeCookie(marketCookies.marketPanel, '1', marketPreferenceCookieMaxAgeSeconds);
    window.location.assign(target);
  };

  return (
    <form className={styles.picker} onSubmit={submit} data-testid="market-picker">
      <label htmlFor={`${idPrefix}-country`}>{labels.country}</label>
      <select
        id={`${idPrefix}-country`}
        value={country ?? '-'}
        onChange={(event) => chooseCountry(event.target.value)}
      >
        {country === null ? (
          <option value="-" disabled>
            {labels.chooseCountry}
          </option>
        ) : null}
        {choices.countries.map((option) => (
          <option key={option.code || 'world'} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-language`}>{labels.language}</label>
      <select
        id={`${idPrefix}-language`}
        ref={languageSelect}
        value={language ?? ''}
        disabled={picker.disabled}
        onChange={(event) => setChoice({ country, language: event.target.value as Locale })}
      >
        {countryLocales.length === 0 ? <option value="">—</option> : null}
        {countryLocales.map((code) => (
          <option key={code} value={code}>
            {choices.languages[code] ?? code}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={!canSubmitMarket(country, language)}>
        {labels.submit}
      </button>
    </form>
  );
}
