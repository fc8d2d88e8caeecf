import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/** Solves an ALTCHA challenge as the browser widget does and returns the payload a form posts. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}
