import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 11); routes.tsx spreads them into the shell's children. Being built in session 6. */
export const deviceRoutes: RouteObject[] = [];
