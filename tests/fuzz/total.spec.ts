import { expect, test } from '@playwright/test';
import { requiredInputs, savedSummaries } from './support';

/**
 * Runs last (files run in name order with one worker): adds up the tallies the other fuzz specs saved
 * in test-results/fuzz-summary/ during this run and checks the bar the fuzzing is held to, at least
 * 5,000 inputs.
 */
test('fuzz: total', async ({}, testInfo) => {
  const summaries = savedSummaries(testInfo);
  const inputs = summaries.reduce((sum, summary) => sum + summary.inputs, 0);
  const fiveXx = summaries.reduce((sum, summary) => sum + summary.fiveXx, 0);
  for (const summary of summaries)
    console.log(`${summary.test}: ${summary.inputs} inputs, ${summary.fiveXx} responses 5xx`);
  console.log(`fuzz: ${inputs} inputs, ${fiveXx} responses 5xx`);
  expect(summaries.map((summary) => summary.test).sort(), 'the fuzz specs that saved a tally').toEqual([
    'fuzz: API routes',
    'fuzz: page paths',
    'fuzz: server references',
  ]);
  expect(inputs, 'inputs sent by the fuzz specs').toBeGreaterThanOrEqual(requiredInputs);
});
