/**
 * Next.js runs `register` once per server process before it answers (next start, the standalone
 * server, the shop's own front).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareServer } = await import('./server/startup');
  prepareServer();
}
