interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha | null> | null = null;

/** Google's reCAPTCHA v3 script, loaded once, on the first focused form (spec §7.2 "loaded per action"). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha | null> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else resolve(null);
    };
    script.onerror = () => {
      // spec §8: the loader warns when the script is unavailable; the server then refuses the form.
      console.warn('[bot-check] the reCAPTCHA script is unavailable');
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A token for one action, or null when Google cannot be reached. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  const grecaptcha = await loadRecaptcha(siteKey);
  if (!grecaptcha) return null;
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return null;
  }
}
