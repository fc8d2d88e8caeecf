/** The consent manager's words, translated on the server (messages/{language}/consent.json). */
export interface ConsentLabels {
  bannerTitle: string;
  bannerText: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  dialogTitle: string;
  dialogText: string;
  necessaryTitle: string;
  necessaryText: string;
  analyticsTitle: string;
  analyticsText: string;
  save: string;
  close: string;
  /** spec §8: the COOKIES_UPDATED success alert. */
  saved: string;
}
