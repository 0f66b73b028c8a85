import { describe, expect, it } from 'vitest';
import { excerptOf, keyAsWords } from './words';

describe('words', () => {
  it('reads a machine key as words, acronyms kept', () => {
    expect(keyAsWords('batteryCritical')).toBe('Battery critical');
    expect(keyAsWords('wifi-disconnected')).toBe('Wifi disconnected');
    expect(keyAsWords('SOS_Emergency')).toBe('SOS emergency');
    expect(keyAsWords('allowSOSAlerts')).toBe('Allow SOS alerts');
    expect(keyAsWords('2')).toBe('2');
    expect(keyAsWords('')).toBe('');
  });

  it('cuts a long text at a word, with an ellipsis; a short one is left whole', () => {
    expect(excerptOf('short', 10)).toBeNull();
    expect(excerptOf('the quick brown fox jumps', 12)).toBe('the quick…');
    expect(excerptOf('abcdefghijklmnop', 5)).toBe('abcde…');
  });
});
