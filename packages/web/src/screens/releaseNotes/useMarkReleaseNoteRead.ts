import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { errorMessage } from '../../i18n/errorMessage';
import { ApiError } from '../../relay/ApiError';
import { fieldErrorText } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { useMarkReleaseNoteReadMutation } from './__generated__/useMarkReleaseNoteReadMutation.graphql';

const COUNT = 'unreadReleaseNoteCount';

/**
 * Spec 002 section 4: an unread note is flagged read at once and the viewer's unread count (the sidebar's
 * badges read it from the store's root) goes one down; when the server refuses, Relay rolls both back. The
 * server's answer carries the viewer's real count, which then replaces the guess. One call per note at a time.
 */
export function useMarkReleaseNoteRead() {
  const intl = useIntl();
  const inFlight = useRef(new Set<string>());
  const [commit] = useMutation<useMarkReleaseNoteReadMutation>(graphql`
    mutation useMarkReleaseNoteReadMutation($id: ID!) {
      markReleaseNoteRead(id: $id) {
        document {
          id
          unread
        }
        unreadReleaseNoteCount
        errors {
          field
          code
          message
        }
      }
    }
  `);

  return useCallback(
    (id: string) => {
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      const done = () => inFlight.current.delete(id);
      commit({
        variables: { id },
        optimisticUpdater: (store: RecordSourceSelectorProxy) => {
          store.get(id)?.setValue(false, 'unread');
          const root = store.getRoot();
          const count = root.getValue(COUNT);
          if (typeof count === 'number') root.setValue(Math.max(0, count - 1), COUNT);
        },
        updater: (store, data) => {
          const payload = data?.markReleaseNoteRead;
          if (payload) store.getRoot().setValue(payload.unreadReleaseNoteCount, COUNT);
        },
        onCompleted: (response, errors) => {
          done();
          const refusal = response.markReleaseNoteRead?.errors[0];
          if (errors?.length) notify.error(errorMessage(intl, new ApiError(errors)));
          else if (refusal) notify.error(fieldErrorText(intl, refusal));
        },
        onError: (error) => {
          done();
          notify.error(errorMessage(intl, error));
        },
      });
    },
    [commit, intl],
  );
}
