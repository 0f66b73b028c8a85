/** The most rows a picker (`/.../search`) is asked for; the platform caps pickers at 100. */
export const PICKER_LIMIT = 100;
