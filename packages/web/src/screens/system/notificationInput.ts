// What the notifications tab sends for its state, or why it cannot send yet (spec 002 section 5: an OS, a
// reminder or a release note, and receivers; the platform checks the same and answers RECEIVERS_REQUIRED).
import type { SystemState } from './systemState';

export const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

interface Receivers {
  userIds: string[];
  clientIds: string[];
}

export type NotificationRequest =
  | {
      kind: 'appUpdate';
      input: {
        os: ('IOS' | 'ANDROID')[];
        iosVersion: string | null;
        androidVersion: string | null;
        receivers: Receivers;
      };
    }
  | {
      kind: 'reminder';
      input: {
        action: 'TEST_ALARM' | 'ENABLE_LOCATION' | 'LOGOUT_NOTIFY' | 'RELEASE_NOTES';
        releaseNoteId: string | null;
        receivers: Receivers;
      };
    };

/** The catalog id of what is missing (system.notifications.problem.*, or the receivers' field text). */
export type NotificationProblem =
  | 'system.notifications.problem.mode'
  | 'system.notifications.problem.os'
  | 'system.notifications.problem.version'
  | 'system.notifications.problem.versionFormat'
  | 'system.notifications.problem.reminder'
  | 'system.notifications.problem.releaseNote'
  | 'fieldError.RECEIVERS_REQUIRED';

export function notificationRequest(
  state: SystemState,
  { canUpdateApps }: { canUpdateApps: boolean },
): NotificationRequest | { problem: NotificationProblem } {
  const receivers = {
    userIds: state.users.map((user) => user.id),
    clientIds: state.clients.map((client) => client.id),
  };
  const noReceivers = receivers.userIds.length === 0 && receivers.clientIds.length === 0;
  switch (state.mode) {
    case 'APP_UPDATE': {
      if (!canUpdateApps) return { problem: 'system.notifications.problem.mode' };
      const os = (['ios', 'android'] as const).filter((name) => state.os[name]);
      if (os.length === 0) return { problem: 'system.notifications.problem.os' };
      const versions = os.map((name) => state.versions[name].trim());
      if (versions.some((version) => !version)) return { problem: 'system.notifications.problem.version' };
      if (versions.some((version) => !VERSION_PATTERN.test(version)))
        return { problem: 'system.notifications.problem.versionFormat' };
      if (noReceivers) return { problem: 'fieldError.RECEIVERS_REQUIRED' };
      return {
        kind: 'appUpdate',
        input: {
          os: os.map((name) => (name === 'ios' ? 'IOS' : 'ANDROID')),
          iosVersion: state.os.ios ? state.versions.ios.trim() : null,
          androidVersion: state.os.android ? state.versions.android.trim() : null,
          receivers,
        },
      };
    }
    case 'REMINDER':
      if (!state.reminder) return { problem: 'system.notifications.problem.reminder' };
      if (noReceivers) return { problem: 'fieldError.RECEIVERS_REQUIRED' };
      return { kind: 'reminder', input: { action: state.reminder, releaseNoteId: null, receivers } };
    case 'RELEASE_NOTE':
      if (!state.releaseNote) return { problem: 'system.notifications.problem.releaseNote' };
      if (noReceivers) return { problem: 'fieldError.RECEIVERS_REQUIRED' };
      return { kind: 'reminder', input: { action: 'RELEASE_NOTES', releaseNoteId: state.releaseNote.id, receivers } };
    default:
      return { problem: 'system.notifications.problem.mode' };
  }
}
