/**
 * Admitted requests start from the event loop's check phase, `startsPerTurn` at a time: a cached page
 * is answered by one unbroken chain of promises, and a release starting the next request inside that
 * chain would keep the loop from turning, and a connection is accepted only once a turn (docs/adr/0008).
 */
const startsPerTurn = Number(process.env.SHOP_STARTS_PER_TURN ?? 1);
const ready: (() => void)[] = [];
let pumping = false;

export function startSoon(run: () => void) {
  ready.push(run);
  if (!pumping) {
    pumping = true;
    setImmediate(pump);
  }
}

/**
 * While connections keep arriving (one was accepted in the last turn), the pump lets the loop turn
 * without starting anything, at a fraction of a millisecond a turn, so a burst's connections are all
 * accepted within the first moments instead of one per rendered page (docs/adr/0008, one connection
 * accepted per turn). Bounded, so a flood of connections cannot stall the requests already admitted.
 */
const maxAcceptTurns = 256;
let acceptedThisTurn = false;
let acceptTurns = 0;

/** A connection was accepted (the server's 'connection' event): the pump lets the loop turn again. */
export function connectionAccepted() {
  acceptedThisTurn = true;
}

function pump() {
  if (acceptedThisTurn && acceptTurns < maxAcceptTurns) {
    acceptedThisTurn = false;
    acceptTurns++;
    setImmediate(pump);
    return;
  }
  acceptedThisTurn = false;
  acceptTurns = 0;
  for (let i = 0; i < startsPerTurn && ready.length > 0; i++) ready.shift()!();
  if (ready.length > 0) setImmediate(pump);
  else pumping = false;
}
