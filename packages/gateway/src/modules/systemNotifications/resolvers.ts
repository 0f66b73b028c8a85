import type { ModuleResolvers } from '../types.js';

/** System notifications: app versions in use, the app update notice and reminders (issue 12). */
export const systemNotificationResolvers: ModuleResolvers = {};
