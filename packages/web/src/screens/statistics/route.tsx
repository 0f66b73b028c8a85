import type { RouteObject } from 'react-router-dom';

/** The area's pages (issue 13: /statistics and /daily-statistics); routes.tsx spreads them into the shell's children. */
export const statisticsRoutes: RouteObject[] = [];
