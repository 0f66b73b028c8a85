/**
 * A machine key as words a reader can take in, for keys the catalogs do not name yet (a field or an
 * event a newer platform writes): "batteryCritical" → "Battery critical", "wifi-disconnected" → "Wifi
 * disconnected", "SOS_Emergency" → "SOS emergency". Acronyms stay in capitals.
 */
export function keyAsWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  if (words.length === 0) return key;
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
}

/** The first `max` characters of a text, cut at a word where one is near, with an ellipsis; null if it fits. */
export function excerptOf(text: string, max: number): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
