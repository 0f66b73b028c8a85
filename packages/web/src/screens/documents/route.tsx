import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 12: /documents, /documents/new, /documents/:id/:section?); routes.tsx spreads them into the shell's children. */
export const documentRoutes: RouteObject[] = [];
