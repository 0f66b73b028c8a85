import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 12: /release-notes, /release-notes/new, /release-notes/:id; other sub-paths redirect to the list); routes.tsx spreads them into the shell's children. */
export const releaseNoteRoutes: RouteObject[] = [];
