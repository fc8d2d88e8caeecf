/**
 * The peers' ports: PEERS_BACKENDS_PORT (4700) for the backends and the two fronts after it,
 * PEERS_PORT (3700) for Next.js Commerce and Hydrogen after it, so a run can sit beside a test shop.
 */
const backends = Number(process.env.PEERS_BACKENDS_PORT ?? 4700);
const peers = Number(process.env.PEERS_PORT ?? 3700);

export const peerPorts = {
  backends,
  commerceFront: backends + 1,
  hydrogenFront: backends + 2,
  commerce: peers,
  hydrogen: peers + 1,
  hydrogenInspector: peers + 2,
};
