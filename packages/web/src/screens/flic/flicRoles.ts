/** Roles that add and edit Flic devices (a plain user never reaches the console's lists). */
export const canAddFlicDevices = (roles: readonly string[] | null | undefined) =>
  Boolean(roles?.some((role) => role !== 'USER'));

export const isAdmin = (roles: readonly string[] | null | undefined) => Boolean(roles?.includes('ADMIN'));
