import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './number-words';

describe('numbers in words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [20, 'twenty'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [500, 'five hundred'],
    [1000, 'one thousand'],
    [3000, 'three thousand'],
    [7710, 'seven thousand seven hundred ten'],
    [12_345, 'twelve thousand three hundred forty-five'],
    [1_000_001, 'one million one'],
  ])('%i → %s', (n, words) => expect(numberInWords(n)).toBe(words));

  it('writes invoice amounts with their currency and minor unit', () => {
    expect(amountInWords(300_000, 1)).toBe('Three thousand Maldivian Rufiyaa only');
    expect(amountInWords(350_050, 1)).toBe(
      'Three thousand five hundred Maldivian Rufiyaa and fifty laari only',
    );
    expect(amountInWords(100_001, 2)).toBe('One thousand US Dollars and one cent only');
  });
});
