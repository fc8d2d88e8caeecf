/*
 * Criteo's OneTag (ld.js) as the local backends play it (docs/adr/0022): it reads `window.criteo_q`
 * (setAccount, setSiteType, then the events), now and on every later push, and sends each event with
 * its account and site type to the backends, which list them at GET /__retail-events.
 */
(() => {
  const script = document.currentScript;
  const endpoint = `${new URL(script.src).origin}/criteo/events`;
  const setting = { account: null, siteType: null };

  function handle(entry) {
    if (!entry || typeof entry.event !== 'string') return;
    if (entry.event === 'setAccount') return void (setting.account = String(entry.account));
    if (entry.event === 'setSiteType') return void (setting.siteType = entry.type);
    const body = JSON.stringify({
      ...entry,
      account: setting.account,
      siteType: setting.siteType,
      page: location.href,
    });
    void fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  }

  const queue = (window.criteo_q = window.criteo_q || []);
  queue.forEach(handle);
  queue.splice(0);
  queue.push = (...entries) => {
    entries.forEach(handle);
    return 0;
  };
})();
