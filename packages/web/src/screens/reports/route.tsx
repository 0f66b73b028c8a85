import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 13: /incident-summary, the report); routes.tsx spreads them into the shell's children. */
export const reportRoutes: RouteObject[] = [];
