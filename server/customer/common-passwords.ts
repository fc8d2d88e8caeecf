import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * A password being chosen is refused when it is one of the commonly used ones (ASVS 5.0 V6.2): the
 * maintained list zxcvbn-ts ships (its `passwords-common` dictionary, tens of thousands of entries),
 * matched as zxcvbn matches it: any case, l33t substitutions, reversed. Server-only, so the list stays
 * out of every browser bundle; the forms say so after the post.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { 'passwords-common': dictionary['passwords-common'] },
  graphs: adjacencyGraphs,
});

export async function isCommonPassword(password: string): Promise<boolean> {
  const { sequence } = await estimator.check(password);
  const [whole] = sequence;
  return (
    sequence.length === 1 && whole?.pattern === 'dictionary' && whole.dictionaryName === 'passwords-common'
  );
}
