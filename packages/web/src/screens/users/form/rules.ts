// The user form's rules (spec 001 sections 4, 5 and 6; docs/rest-contract.md "Backoffice: users"). The
// platform checks every one again; these only let the form say so before a round trip.
import { phoneError } from '../../../validation/phone';

export type Role = 'ADMIN' | 'CLIENT_ADMIN' | 'MULTI_CLIENT_ADMIN' | 'ORGANIZATION_ADMIN' | 'USER';
export type SubscriptionTier = 'MICRO' | 'MINI' | 'MEDI' | 'MAXI' | 'MEGA' | 'MACRO';
export type Language = 'EN' | 'SV' | 'ES';
export type UserStatus = 'ACTIVE' | 'AWAITING_ACTIVATION';

/** Lowest to highest: the order the role choices are listed in. */
export const ROLES: readonly Role[] = ['USER', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN', 'ORGANIZATION_ADMIN', 'ADMIN'];
export const SUBSCRIPTIONS: readonly SubscriptionTier[] = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'];
/** Spec 4: an admin's edit of an existing user chooses among maxi, mega, macro or none. */
export const EDIT_SUBSCRIPTIONS: readonly SubscriptionTier[] = ['MAXI', 'MEGA', 'MACRO'];
export const LANGUAGES: readonly Language[] = ['EN', 'SV', 'ES'];
export const DESCRIPTION_MAX = 300;
export const DEFAULT_SUBSCRIPTION: SubscriptionTier = 'MAXI';

/**
 * The roles a viewer may give on a new user, the platform's table: admin any of the five;
 * organization-admin multi-client-admin, client-admin or user; multi-client-admin and client-admin
 * client-admin or user; nobody else any.
 */
export function creatableRoles(viewerRoles: readonly string[] | null | undefined): Role[] {
  const has = (role: Role) => viewerRoles?.includes(role) ?? false;
  if (has('ADMIN')) return [...ROLES];
  if (has('ORGANIZATION_ADMIN')) return ['USER', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN'];
  if (has('MULTI_CLIENT_ADMIN') || has('CLIENT_ADMIN')) return ['USER', 'CLIENT_ADMIN'];
  return [];
}

/**
 * Admin and organization-admin users belong to no client; every other role needs one, unless the viewer is an
 * admin or organization-admin, who may leave the client empty (spec 001 section 6).
 */
export function needsClient(role: Role, viewerRoles?: readonly string[] | null): boolean {
  if (viewerRoles?.some((viewerRole) => viewerRole === 'ADMIN' || viewerRole === 'ORGANIZATION_ADMIN')) return false;
  return role !== 'ADMIN' && role !== 'ORGANIZATION_ADMIN';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isUserEmail = (value: string) => EMAIL.test(value.trim());

export interface RuleInput {
  email: string;
  username: string;
  phoneNumber: string;
  /** The user's phone as saved (editing): accepted while unchanged, as the platform does. */
  savedPhoneNumber?: string | null;
  description: string;
  role: Role;
  clientId: string | null;
  /** The signed-in viewer's roles (an admin or organization-admin may leave the client empty). */
  viewerRoles?: readonly string[] | null;
  latitude: string;
  longitude: string;
}

/** Field -> code for what the form can see is wrong (the e-mail's uniqueness is checked apart). */
export function validateUser(values: RuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.email.trim()) errors.email = 'REQUIRED';
  else if (!isUserEmail(values.email)) errors.email = 'INVALID_EMAIL';
  if (!values.username.trim()) errors.username = 'REQUIRED';
  const phone = phoneError(values.phoneNumber, values.savedPhoneNumber);
  if (phone) errors.phoneNumber = phone;
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  if (needsClient(values.role, values.viewerRoles) && !values.clientId) errors.clientId = 'REQUIRED';
  const lat = values.latitude.trim();
  const lng = values.longitude.trim();
  if (lat && !(Number.isFinite(Number(lat)) && Math.abs(Number(lat)) <= 90)) errors.latitude = 'INVALID';
  if (lng && !(Number.isFinite(Number(lng)) && Math.abs(Number(lng)) <= 180)) errors.longitude = 'INVALID';
  if (Boolean(lat) !== Boolean(lng)) errors[lat ? 'longitude' : 'latitude'] = 'REQUIRED';
  return errors;
}
