import { describe, expect, it } from 'vitest';
import { meetingLinkProblem } from './meetingLink.js';

describe('meetingLinkProblem', () => {
  it.each([
    [null, null],
    ['', null],
    ['https://zoom.us/j/123', null],
    ['https://us02web.zoom.us/j/123?pwd=x', null],
    ['https://teams.microsoft.com/l/meetup-join/abc', null],
    ['https://meet.jit.si/vakt', null],
    ['HTTPS://MEET.GOOGLE.COM/abc-defg-hij', null],
    ['http://zoom.us/j/123', 'INSECURE_LINK'],
    ['HTTP://meet.google.com/x', 'INSECURE_LINK'],
    ['https://evil.example/zoom.us', 'INVALID_MEETING_LINK'],
    ['https://zoom.us.evil.example/j/1', 'INVALID_MEETING_LINK'],
    ['https://notzoom.us/j/1', 'INVALID_MEETING_LINK'],
    ['https://zoom.us@evil.example/j/1', 'INVALID_MEETING_LINK'],
    ['zoom.us/j/123', 'INVALID_MEETING_LINK'],
    ['ftp://zoom.us/j/123', 'INVALID_MEETING_LINK'],
    ['javascript:alert(1)//zoom.us', 'INVALID_MEETING_LINK'],
  ])('%s -> %s', (link, expected) => {
    expect(meetingLinkProblem(link)).toBe(expected);
  });
});
