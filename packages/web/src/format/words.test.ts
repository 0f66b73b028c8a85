import { describe, expect, it } from 'vitest';
import { excerptOf, keyAsWords, plainText } from './words';

describe('words', () => {
  it('reads a machine key as words, acronyms kept', () => {
    expect(keyAsWords('batteryCritical')).toBe('Battery critical');
    expect(keyAsWords('wifi-disconnected')).toBe('Wifi disconnected');
    expect(keyAsWords('SOS_Emergency')).toBe('SOS emergency');
    expect(keyAsWords('allowSOSAlerts')).toBe('Allow SOS alerts');
    expect(keyAsWords('2')).toBe('2');
    expect(keyAsWords('')).toBe('');
  });

  it('takes HTML down to its words without running or keeping any of it', () => {
    expect(plainText('<p>One&nbsp;&amp; two</p><ul><li>three</li><li>four</li></ul>')).toBe('One & two three four');
    expect(plainText('<img src=x onerror="window.ran = true"><script>window.ran = true</script>ok')).toBe('ok');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
  });

  it('cuts a long text at a word, with an ellipsis; a short one is left whole', () => {
    expect(excerptOf('short', 10)).toBeNull();
    expect(excerptOf('the quick brown fox jumps', 12)).toBe('the quick…');
    expect(excerptOf('abcdefghijklmnop', 5)).toBe('abcde…');
  });
});
