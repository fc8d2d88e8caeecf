import { describe, expect, it } from 'vitest';
import { mustLeaveRecyclingPage } from '@/lib/recycling';

describe('the Italian recycling page (spec §2.1: redirects when the country is known and is not IT)', () => {
  it('keeps visitors from Italy, in any case', () => {
    expect(mustLeaveRecyclingPage('IT')).toBe(false);
    expect(mustLeaveRecyclingPage('it')).toBe(false);
  });

  it('sends visitors from another known country home', () => {
    expect(mustLeaveRecyclingPage('FR')).toBe(true);
    expect(mustLeaveRecyclingPage('JP')).toBe(true);
  });

  it('keeps visitors whose country is unknown', () => {
    expect(mustLeaveRecyclingPage(null)).toBe(false);
    expect(mustLeaveRecyclingPage('')).toBe(false);
    expect(mustLeaveRecyclingPage('XX1')).toBe(false);
  });
});
