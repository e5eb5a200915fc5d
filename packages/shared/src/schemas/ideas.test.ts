import { describe, expect, it } from 'vitest';
import { isTargetMet } from './ideas.ts';

describe("the 'Target Met' badge", () => {
  it('shows when the price is at the target, not only below it', () => {
    expect(isTargetMet({ current_price: 120, target_price: 120 })).toBe(true);
    expect(isTargetMet({ current_price: 119.99, target_price: 120 })).toBe(true);
  });

  it('does not show above the target, or without a price or a target', () => {
    expect(isTargetMet({ current_price: 120.01, target_price: 120 })).toBe(false);
    expect(isTargetMet({ current_price: null, target_price: 120 })).toBe(false);
    expect(isTargetMet({ current_price: 100, target_price: null })).toBe(false);
  });
});
