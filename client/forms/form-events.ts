/**
 * The forms' analytics events (spec §5: a failed newsletter validation records which fields were
 * invalid or missing). One call site per event; the consent and analytics layer decides where they
 * go (today: the data layer, spec §7.3).
 */
export function trackFormEvent(event: Record<string, unknown>): void {
  const target = window as unknown as { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push(event);
}

/** Which fields a refusal named, split into missing (a required value absent) and invalid. */
export function invalidFields(errors: Record<string, string[] | null | undefined> | undefined) {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const [field, codes] of Object.entries(errors ?? {})) {
    const code = codes?.[0];
    if (!field || !code) continue;
    (/^error\.(required|emailRequired)$/.test(code) ? missing : invalid).push(field);
  }
  return { missing, invalid };
}
