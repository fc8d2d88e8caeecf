/**
 * The shell's prompts take turns (docs/adr/0021-one-prompt-at-a-time.md): the consent banner, the
 * market prompt (panel, geolocation pop-in or banner, spec §4), the contests pop-in and the newsletter
 * pop-in. One shows at a time; when several wait, the first of this order goes first.
 */
import { isLocale } from './markets';
import { pageTypePaths } from './routes';

export const promptOrder = ['consent', 'market', 'contests', 'newsletter'] as const;
export type Prompt = (typeof promptOrder)[number];

/** Pages whose job is a form: the shopper came to fill it, so no pop-in opens there (docs/adr/0021). */
const formPagePaths: readonly string[] = [
  pageTypePaths.contact_page,
  pageTypePaths.account_page,
  pageTypePaths.login_page,
  pageTypePaths.login_account_page,
  pageTypePaths.register_page,
  pageTypePaths.register_account_page,
  pageTypePaths.forgot_password_page,
  pageTypePaths.reset_password_page,
  pageTypePaths.enable_account_page,
  // The cart page, where add to cart without JavaScript lands (ADR 0014): gift message, code, note.
  '/cart',
];

/** A form page of any locale, with or without its prefix (en-ww has none), and the pages under it. */
export function isFormPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const path = `/${(isLocale(segments[0]) ? segments.slice(1) : segments).join('/')}`;
  return formPagePaths.some((formPath) => path === formPath || path.startsWith(`${formPath}/`));
}

/** What the page is doing, as the queue reads it when a prompt would open. */
export interface PageActivity {
  formPage: boolean;
  /** The focus is in a form or on a field: the shopper is filling it in. */
  formInUse: boolean;
  /** A panel or dialog the shopper opened (cart, menu, size guide, consent settings). */
  panelOpen: boolean;
}

/**
 * The consent banner is asked from the first paint, before anything is typed, and it is not modal: it
 * waits for no page. Every other prompt opens only on a page that is not busy with a form or a panel,
 * and leaves a form page it finds itself on (a client-side navigation) until the shopper moves on.
 */
function mayStay(prompt: Prompt, page: PageActivity): boolean {
  return prompt === 'consent' || !page.formPage;
}

function mayOpen(prompt: Prompt, page: PageActivity): boolean {
  return prompt === 'consent' || (!page.formPage && !page.formInUse && !page.panelOpen);
}

/**
 * The prompt on screen: the one showing keeps its turn while it waits and may stay (a prompt is never
 * covered nor replaced by another); otherwise the first waiting prompt, in order, that may open now.
 */
export function promptOnScreen({
  showing,
  waiting,
  page,
}: {
  showing: Prompt | null;
  waiting: ReadonlySet<Prompt>;
  page: PageActivity;
}): Prompt | null {
  if (showing && waiting.has(showing) && mayStay(showing, page)) return showing;
  return promptOrder.find((prompt) => waiting.has(prompt) && mayOpen(prompt, page)) ?? null;
}
