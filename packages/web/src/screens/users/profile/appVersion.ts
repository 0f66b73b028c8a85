// The app-version indicator of a mobile device (spec 000 section 5): the installed version against the
// latest one for the device's operating system. An older major or minor is red, an older patch orange,
// otherwise green. A version that cannot be read gives no verdict rather than a wrong colour.

export type VersionStatus = 'current' | 'patchBehind' | 'outdated' | 'unknown';

/** major.minor.patch of "2.4.1", "v2.4", "2.4.1 (312)", "2.4.1-beta.2"; null when there is no leading number. */
export function parseVersion(text: string | null | undefined): [number, number, number] | null {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/i.exec(text ?? '');
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

export function versionStatus(installed: string | null | undefined, latest: string | null | undefined): VersionStatus {
  const have = parseVersion(installed);
  const want = parseVersion(latest);
  if (!have || !want) return 'unknown';
  const [major, minor, patch] = have;
  const [latestMajor, latestMinor, latestPatch] = want;
  if (major !== latestMajor) return major < latestMajor ? 'outdated' : 'current';
  if (minor !== latestMinor) return minor < latestMinor ? 'outdated' : 'current';
  return patch < latestPatch ? 'patchBehind' : 'current';
}

/** The colour palette of each verdict (the label next to it says the same in words). */
export const VERSION_PALETTE: Record<VersionStatus, string> = {
  current: 'green',
  patchBehind: 'orange',
  outdated: 'red',
  unknown: 'gray',
};
