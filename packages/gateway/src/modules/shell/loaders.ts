import { hasCode } from '../../upstream/errors.js';
import type { RestClient } from '../../upstream/rest.js';

export function createShellLoaders(rest: RestClient) {
  return {
    async heartbeats() {
      try {
        const heartbeats = await rest.get<{ name: string; status: string }[]>('/backoffice/heartbeats');
        return heartbeats.map(({ name, status }) => ({ name, status, ok: status === 'OK' }));
      } catch (error) {
        // Admin only: other roles see no heartbeats instead of an error that would void the whole screen.
        if (hasCode(error, 'FORBIDDEN')) return [];
        throw error;
      }
    },

    serverVersion: async () => (await rest.get<{ version: string }>('/backoffice/version')).version,

    unreadReleaseNoteCount: async () =>
      (await rest.get<{ count: number }>('/backoffice/documents/release-notes/unread-count')).count,

    latestAppVersions: () => rest.get<{ os: string; version: string }[]>('/api/version'),
  };
}
