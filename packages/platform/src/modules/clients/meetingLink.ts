/** Hosts a meeting link may point to (or a subdomain of one), contract "Meeting links". */
export const MEETING_HOSTS = [
  'teams.microsoft.com',
  'teams.live.com',
  'meet.google.com',
  'zoom.us',
  'whereby.com',
  'webex.com',
  'gotomeeting.com',
  'meet.jit.si',
] as const;

export type MeetingLinkProblem = 'INSECURE_LINK' | 'INVALID_MEETING_LINK';

/** Null when the (optional) link is acceptable: https and one of the meeting hosts. */
export function meetingLinkProblem(link: string | null | undefined): MeetingLinkProblem | null {
  const text = link?.trim();
  if (!text) return null;
  if (/^http:\/\//i.test(text)) return 'INSECURE_LINK';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'INVALID_MEETING_LINK';
  }
  if (url.protocol !== 'https:' || url.username || url.password) return 'INVALID_MEETING_LINK';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return MEETING_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) ? null : 'INVALID_MEETING_LINK';
}
