import type { ChildProcess } from 'node:child_process';
import { restartDecision } from './restart-policy';

/**
 * A server process that is started again when it ends on its own (scripts/restart-policy.ts says when
 * and how soon), and not when it is stopped: `npm start`'s shop and each instance of
 * `npm run start:cluster`, whose balancer takes it back once its health check passes.
 */
export interface SupervisedServer {
  /** The process running now (a new one after each restart). */
  current(): ChildProcess;
  /** How the last process ended on its own, until the next one starts; null while one runs. */
  exitedEarly(): string | null;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function superviseServer(
  start: () => ChildProcess,
  { name, restart }: { name: string; restart: boolean },
): SupervisedServer {
  let child = start();
  let stopping = false;
  let exitedEarly: string | null = null;
  let restartTimer: NodeJS.Timeout | undefined;
  const restartTimes: number[] = [];

  // Said on stderr when it happens: a run that only sees connections refused afterwards (Lighthouse's
  // CHROME_INTERSTITIAL_ERROR) otherwise never says the server had gone.
  const watch = (watched: ChildProcess) =>
    watched.once('exit', (code, signal) => {
      if (stopping) return;
      exitedEarly = signal ? `signal ${signal}` : `exit code ${String(code)}`;
      console.error(`${name} ended on its own (${exitedEarly}).`);
      if (!restart) return;
      const decision = restartDecision({ code, signal }, restartTimes, Date.now());
      if (!decision.restart) return console.error(`Not restarting it: ${decision.reason}.`);
      console.error(
        `Restarting it in ${decision.delayMs} ms (restart ${decision.restartsInWindow} this minute).`,
      );
      restartTimer = setTimeout(() => {
        if (stopping) return;
        restartTimes.push(Date.now());
        exitedEarly = null;
        child = start();
        watch(child);
      }, decision.delayMs);
    });
  watch(child);

  return {
    current: () => child,
    exitedEarly: () => exitedEarly,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(restartTimer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
