import { createServer } from 'node:http';
import { prismicHandler } from '/work/main/backends/prismic/handler';
import { KnobBox } from '/work/main/backends/knobs';
const ctx: any = { origin: '', knobs: new KnobBox({ latencyMs: 0, errorRate: 0, throttleRate: 0 }) };
const server = createServer(async (req, res) => { const url = new URL(req.url!, ctx.origin); await prismicHandler(req, res, url, ctx); });
server.listen(0, '127.0.0.1', async () => {
  ctx.origin = `http://127.0.0.1:${(server.address() as any).port}`;
  const { createClient } = await import('@prismicio/client');
  const client = createClient(`${ctx.origin}/prismic/api/v2`, { routes: [{ type: 'home_page', path: '/:lang?' }, { type: 'product_page_fashion', path: '/:lang?/fashion/product/:uid' }] });
  const home = await client.getSingle('home_page', { lang: 'fr-fr' });
  console.log(JSON.stringify(home, null, 1).slice(0, 3000));
  const pdp = await client.getByUID('product_page_fashion', 'silk-wrap-dress');
  console.log(pdp.url, pdp.alternate_languages);
  server.close();
});
