/**
 * The Node.js a server of the shop needs, from package.json's `engines.node` (a `>=major.minor[.patch]`
 * floor). Started on an older Node (a system Node 20 beside the project's own), the server would start
 * and then fail every request with a TypeError that names nothing; it refuses to start instead, with a
 * message naming the Node it needs and the one it found.
 */
function versionParts(version: string): number[] | null {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

/** Null when `current` satisfies `floor` (">=22.13"), else the message to stop with. */
export function unsupportedNode(current: string, floor: string): string | null {
  const wanted = /^>=\s*(\S+)$/.exec(floor.trim());
  const need = wanted ? versionParts(wanted[1]!) : null;
  if (!need) throw new Error(`package.json engines.node: expected ">=major.minor", got "${floor}"`);
  const have = versionParts(current) ?? [0, 0, 0];
  for (let part = 0; part < 3; part++) {
    if (have[part]! > need[part]!) return null;
    if (have[part]! < need[part]!)
      return (
        `Maison Aurèle needs Node.js ${floor.trim()} (package.json engines; Node 24 LTS recommended), ` +
        `but this is Node.js ${current}. Start it with a supported Node: npm start and npm run … use the ` +
        `Node 24 that npm install brings (node_modules/.bin/node); a container uses the image's.`
      );
  }
  return null;
}
