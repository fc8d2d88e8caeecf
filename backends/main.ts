import { startBackends } from './server';

const backends = await startBackends();
console.log(`Local backends ready at ${backends.origin} (SMTP sink at ${backends.smtpUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void backends.close().then(() => process.exit(0)));
}
