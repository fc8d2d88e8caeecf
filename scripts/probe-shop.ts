import { startTestShop } from './shop-server';
const shop = await startTestShop();
console.log('READY', shop.url);
process.on('SIGTERM', () => void shop.stop().then(() => process.exit(0)));
setInterval(() => {}, 1 << 30);
