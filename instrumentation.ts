/**
 * Next.js runs `register` once per server process before it answers (next start, the standalone
 * server, the shop's own front). An unsupported Node stops the process here, before anything that
 * needs a newer Node is loaded.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./server/node-check');
  const { prepareServer } = await import('./server/startup');
  prepareServer();
}
