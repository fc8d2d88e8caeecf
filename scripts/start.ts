import { join } from 'node:path';
import { startShop } from './shop-server';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

const shop = await startShop({
  port,
  backendsPort: Number(process.env.LOCAL_BACKENDS_PORT ?? 4000),
  dataDir: process.env.LOCAL_BACKENDS_DATA_DIR ?? join(process.cwd(), '.data'),
  distDir: '.next',
  dev,
  restart: true,
});
console.log(`\nMaison Aurèle is ready at ${shop.url}  (Ctrl-C stops everything)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void shop.stop().then(() => process.exit(0));
  });
}
