import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 12: /help-center, its sections, documents and the FAQ); routes.tsx spreads them into the shell's children. */
export const helpCenterRoutes: RouteObject[] = [];
