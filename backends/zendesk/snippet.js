/*
 * Zendesk's Web Widget (messaging) as the local backends play it (docs/adr/0022): the `zE` calls the
 * shop makes (messenger open / close / hide, messenger:set locale and conversationTags,
 * messenger:on open / close), a conversation panel in the shopper's language, and the backends' own
 * conversation calls. The shopper's messages carry the page and the shop locale; the answers written
 * in the outbox (GET /__outbox) show here, read every 2 s while the panel is open.
 */
(() => {
  const tag = document.getElementById('ze-snippet');
  if (!tag || window.zE) return;
  const source = new URL(tag.src);
  const base = `${source.origin}/zendesk`;
  const key = source.searchParams.get('key');
  const storageKey = 'local-zendesk-conversation';

  const texts = {
    en: {
      title: 'Maison Aurèle client service',
      intro: 'Write to us: an adviser answers here.',
      label: 'Your message',
      send: 'Send',
      close: 'Close the chat',
      you: 'You',
      agent: 'Adviser',
      failed: 'Your message was not sent. Please try again.',
    },
    fr: {
      title: 'Service client Maison Aurèle',
      intro: 'Écrivez-nous : un conseiller vous répond ici.',
      label: 'Votre message',
      send: 'Envoyer',
      close: 'Fermer la discussion',
      you: 'Vous',
      agent: 'Conseiller',
      failed: "Votre message n'a pas été envoyé. Veuillez réessayer.",
    },
    es: {
      title: 'Atención al cliente de Maison Aurèle',
      intro: 'Escríbanos: un asesor le responderá aquí.',
      label: 'Su mensaje',
      send: 'Enviar',
      close: 'Cerrar el chat',
      you: 'Usted',
      agent: 'Asesor',
      failed: 'Su mensaje no se ha enviado. Inténtelo de nuevo.',
    },
    ja: {
      title: 'Maison Aurèle カスタマーサービス',
      intro: 'メッセージをお送りください。担当者がこちらでお答えします。',
      label: 'メッセージ',
      send: '送信',
      close: 'チャットを閉じる',
      you: 'お客様',
      agent: '担当者',
      failed: 'メッセージを送信できませんでした。もう一度お試しください。',
    },
  };

  let language = 'en';
  let tags = [];
  let panel = null;
  let poll = null;
  const handlers = { open: [], close: [] };
  const text = () => texts[language] ?? texts.en;
  const shopLocale = () => tags.find((t) => /^locale-[a-z]{2}-[a-z]{2}$/.test(t))?.slice(7);

  const style = document.createElement('style');
  style.textContent = `
.lzw{position:fixed;inset:auto 1rem 1rem auto;z-index:60;width:min(22rem,calc(100vw - 2rem));max-height:min(32rem,calc(100dvh - 2rem));
display:flex;flex-direction:column;margin:0;padding:0;border:1px solid #111;border-radius:.5rem;background:#fff;color:#111;
font:15px/1.4 system-ui,sans-serif;box-shadow:0 .5rem 2rem rgb(0 0 0/.25)}
.lzw:not([open]){display:none}
.lzw header{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 1rem;background:#111;color:#fff;border-radius:.45rem .45rem 0 0}
.lzw h2{margin:0;font-size:1rem}
.lzw header button{min-width:2.75rem;min-height:2.75rem;border:0;background:none;color:#fff;font-size:1.5rem;cursor:pointer}
.lzw [role=log]{flex:1;overflow:auto}
.lzw ol{margin:0;padding:.75rem 1rem;list-style:none}
.lzw li{margin:.25rem 0;padding:.5rem .75rem;border-radius:.5rem;background:#f1f1f1;max-width:85%}
.lzw li[data-author=shopper]{margin-left:auto;background:#111;color:#fff}
.lzw li b{display:block;font-size:.75rem}
.lzw form{display:flex;flex-direction:column;gap:.25rem;padding:.75rem 1rem;border-top:1px solid #ccc}
.lzw textarea{font:inherit;padding:.5rem;border:1px solid #555;border-radius:.25rem;resize:vertical}
.lzw form button{align-self:end;min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:.25rem;background:#111;color:#fff;font:inherit;cursor:pointer}
.lzw :focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.lzw [role=alert]{margin:0;color:#a00020}`;
  document.head.append(style);

  function conversation() {
    return sessionStorage.getItem(storageKey);
  }

  function render(messages) {
    const list = panel.querySelector('ol');
    list.replaceChildren(
      ...[{ author: 'agent', text: text().intro }, ...messages].map((message) => {
        const item = document.createElement('li');
        item.dataset.author = message.author;
        const who = document.createElement('b');
        who.textContent = message.author === 'shopper' ? text().you : text().agent;
        item.append(who, document.createTextNode(message.text));
        return item;
      }),
    );
    const log = panel.querySelector('[role=log]');
    log.scrollTop = log.scrollHeight;
  }

  async function refresh() {
    const id = conversation();
    if (!id || !panel) return render([]);
    const response = await fetch(`${base}/conversations/${id}/messages`).catch(() => null);
    if (response?.ok) render(await response.json());
  }

  async function send(event) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('message');
    const status = form.querySelector('[role=alert]');
    status.textContent = '';
    const body = { key, text: field.value, page: window.location.href, locale: shopLocale() };
    if (conversation()) body.conversationId = conversation();
    const response = await fetch(`${base}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (!response?.ok) return void (status.textContent = text().failed);
    sessionStorage.setItem(storageKey, (await response.json()).conversationId);
    field.value = '';
    await refresh();
  }

  function build() {
    const t = text();
    panel = document.createElement('dialog');
    panel.className = 'lzw';
    panel.lang = language;
    panel.setAttribute('aria-labelledby', 'lzw-title');
    panel.innerHTML = `<header><h2 id="lzw-title"></h2><button type="button" data-close>×</button></header>
<div role="log" aria-live="polite"><ol></ol></div>
<form><label for="lzw-message"></label><textarea id="lzw-message" name="message" rows="2" required maxlength="2000"></textarea>
<p role="alert"></p><button type="submit"></button></form>`;
    panel.querySelector('h2').textContent = t.title;
    panel.querySelector('[data-close]').setAttribute('aria-label', t.close);
    panel.querySelector('label').textContent = t.label;
    panel.querySelector('form button').textContent = t.send;
    panel.querySelector('form').addEventListener('submit', send);
    panel.querySelector('[data-close]').addEventListener('click', close);
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    document.body.append(panel);
  }

  function open() {
    if (panel?.open) return;
    if (!panel || panel.lang !== language) {
      panel?.remove();
      build();
    }
    panel.show();
    panel.querySelector('textarea').focus();
    void refresh();
    poll = setInterval(refresh, 2000);
    handlers.open.forEach((handler) => handler());
  }

  function close() {
    if (!panel?.open) return;
    panel.close();
    clearInterval(poll);
    handlers.close.forEach((handler) => handler());
  }

  window.zE = (scope, action, value) => {
    if (scope === 'messenger' && action === 'open') open();
    else if (scope === 'messenger' && (action === 'close' || action === 'hide')) close();
    else if (scope === 'messenger:set' && action === 'locale') language = String(value).slice(0, 2);
    else if (scope === 'messenger:set' && action === 'conversationTags') tags = [...value];
    else if (scope === 'messenger:on' && handlers[action]) handlers[action].push(value);
  };
})();
