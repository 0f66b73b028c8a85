// The system page's choices kept in this browser (spec 002 section 3, "System local state"): what the
// notifications tab sends and to whom, and the release note chosen on /release-notes in select mode.
// Cleared on sign-out with the rest of the session (session.clear).
import { readJson, writeItem } from '../../session/storage';

export type NotificationMode = 'APP_UPDATE' | 'REMINDER' | 'RELEASE_NOTE';
export type ReminderChoice = 'TEST_ALARM' | 'ENABLE_LOCATION' | 'LOGOUT_NOTIFY';

export interface ChosenItem {
  id: string;
  label: string;
}

export interface SystemState {
  mode: NotificationMode | null;
  os: { ios: boolean; android: boolean };
  versions: { ios: string; android: string };
  reminder: ReminderChoice | null;
  releaseNote: { id: string; name: string } | null;
  users: ChosenItem[];
  clients: ChosenItem[];
}

export const emptySystemState = (): SystemState => ({
  mode: null,
  os: { ios: false, android: false },
  versions: { ios: '', android: '' },
  reminder: null,
  releaseNote: null,
  users: [],
  clients: [],
});

const MODES: readonly string[] = ['APP_UPDATE', 'REMINDER', 'RELEASE_NOTE'];
const REMINDERS: readonly string[] = ['TEST_ALARM', 'ENABLE_LOCATION', 'LOGOUT_NOTIFY'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const items = (value: unknown): ChosenItem[] =>
  Array.isArray(value)
    ? value.flatMap((item: Partial<ChosenItem> | null) =>
        item && typeof item.id === 'string' && item.id ? [{ id: item.id, label: text(item.label) || item.id }] : [],
      )
    : [];

/** The saved state; anything missing or malformed (the storage is user-writable) falls back to empty. */
export function readSystemState(): SystemState {
  const saved = readJson<Partial<SystemState>>('systemState');
  const state = emptySystemState();
  if (!saved || typeof saved !== 'object') return state;
  if (MODES.includes(saved.mode as string)) state.mode = saved.mode!;
  state.os = { ios: saved.os?.ios === true, android: saved.os?.android === true };
  state.versions = { ios: text(saved.versions?.ios), android: text(saved.versions?.android) };
  if (REMINDERS.includes(saved.reminder as string)) state.reminder = saved.reminder!;
  const note = saved.releaseNote;
  if (note && typeof note.id === 'string' && note.id) state.releaseNote = { id: note.id, name: text(note.name) };
  state.users = items(saved.users);
  state.clients = items(saved.clients);
  return state;
}

export function writeSystemState(state: SystemState): void {
  writeItem('systemState', JSON.stringify(state));
}

/** Changes part of the saved state (the release notes list's Send keeps the tab's other choices). */
export function updateSystemState(change: Partial<SystemState>): SystemState {
  const next = { ...readSystemState(), ...change };
  writeSystemState(next);
  return next;
}
