import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { superviseServer, type SupervisedServer } from '@/scripts/supervised-server';

/** A stand-in server: a process that runs until it is stopped or killed. */
const startIdle = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

let server: SupervisedServer | undefined;
afterEach(() => server?.stop());

it('starts the server again after the system killed it, and not after it was stopped', async () => {
  server = superviseServer(startIdle, { name: 'idle', restart: true });
  const first = server.current();
  first.kill('SIGKILL');
  await expect.poll(() => server!.current() !== first, { timeout: 5000 }).toBe(true);
  expect(server.current().exitCode).toBeNull();
  const second = server.current();
  await server.stop();
  expect(second.signalCode).toBe('SIGTERM');
  // Nothing comes after a stop.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(server.current()).toBe(second);
});

it('says how the server ended, and leaves it down without `restart`', async () => {
  server = superviseServer(startIdle, { name: 'idle', restart: false });
  const only = server.current();
  only.kill('SIGKILL');
  await expect.poll(() => server!.exitedEarly(), { timeout: 5000 }).toBe('signal SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(server.current()).toBe(only);
});
