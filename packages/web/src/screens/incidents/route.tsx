import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 13: /incidents, the incident dashboard); routes.tsx spreads them into the shell's children. */
export const incidentRoutes: RouteObject[] = [];
