import { defaultLocale, isLocale, localeConfig, type Language, type Locale } from '../lib/markets';

/**
 * The page the shop's front (front/serve.ts) answers, with a 503 and Retry-After, to a request it
 * sheds when it has more than it can serve in time (front/admission.ts): static, self-contained (no
 * script, no stylesheet, no image, so it costs the busy server nothing more) and in the language of
 * the path's locale. API paths get the API's one error shape instead.
 */

/** Seconds a shed visitor is asked to wait before trying again. */
export const busyRetryAfterSeconds = 5;

const texts: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'We are very busy',
    body: 'So many visitors are with us right now that we cannot show you this page. Please try again in a few seconds.',
    retry: 'Try again',
  },
  fr: {
    title: 'Nous sommes très sollicités',
    body: 'Tant de visiteurs sont avec nous en ce moment que nous ne pouvons pas afficher cette page. Merci de réessayer dans quelques secondes.',
    retry: 'Réessayer',
  },
  es: {
    title: 'Estamos muy solicitados',
    body: 'Hay tantos visitantes en este momento que no podemos mostrarle esta página. Vuelva a intentarlo en unos segundos.',
    retry: 'Volver a intentarlo',
  },
  ja: {
    title: 'ただいま大変混み合っています',
    body: 'ただいまアクセスが集中しているため、このページを表示できません。数秒後にもう一度お試しください。',
    retry: '再読み込み',
  },
};

/** The locale a path belongs to: its first segment when that is a locale, else the default locale. */
export function localeOfPath(url: string): Locale {
  const first = url.split('?', 1)[0]!.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
}

export interface BusyAnswer {
  headers: Record<string, string>;
  body: string;
}

const busyPages = new Map<Locale, BusyAnswer>();

/** The answer to a shed request for `url`: the same few hundred bytes every time, built once a locale. */
export function busyAnswer(url: string): BusyAnswer {
  const common = {
    'retry-after': String(busyRetryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (isApiPath(url))
    return {
      headers: { ...common, 'content-type': 'application/json' },
      body: JSON.stringify({
        error: 'The shop is busy',
        code: 'BUSY',
        retryAfter: busyRetryAfterSeconds,
      }),
    };
  const locale = localeOfPath(url);
  let page = busyPages.get(locale);
  if (!page) {
    page = { headers: { ...common, 'content-type': 'text/html; charset=utf-8' }, body: busyHtml(locale) };
    busyPages.set(locale, page);
  }
  return page;
}

function busyHtml(locale: Locale): string {
  const { language } = localeConfig(locale);
  return page(language, [language]);
}

/**
 * The balancer's own answer when no instance can answer a request (cluster/haproxy.cfg's errorfile):
 * the whole HTTP response HAProxy sends as it is, the busy page in every language since HAProxy cannot
 * pick one by path.
 */
export function balancerBusyResponse(): string {
  const head = [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: text/html; charset=utf-8',
    `retry-after: ${busyRetryAfterSeconds}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${page('en', ['en', 'fr', 'es', 'ja'])}`;
}

function page(documentLanguage: Language, languages: Language[]): string {
  const sections = languages.map((language) => {
    const text = texts[language];
    return `<section lang="${language}">
<h1>${text.title}</h1>
<p>${text.body}</p>
<p><a href="">${text.retry}</a></p>
</section>`;
  });
  return `<!doctype html>
<html lang="${documentLanguage}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${texts[documentLanguage].title} · Maison Aurèle</title>
<style>body{font-family:Georgia,serif;max-width:32rem;margin:20vh auto;padding:0 1.5rem;color:#1a1a1a;text-align:center}a{color:inherit}</style>
</head>
<body>
<p>Maison Aurèle</p>
${sections.join('\n')}
</body>
</html>
`;
}
