import type { FieldErrors } from '../../http/errors.js';
import { phoneError } from '../../validation/phone.js';
import { isEmail } from '../clients/clientFields.js';

/** The editable fields of an organization (spec 002 section 3). */
export interface OrganizationFields {
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  registrationNumber: string | null;
  description: string | null;
}

export type OrganizationInput = Partial<Record<keyof OrganizationFields, string | null>>;

export interface SamlSettings {
  samlMetadataUrl: string | null;
  samlEmailDomains: string[];
  samlAllowUserCreation: boolean;
  /** Unsolicited Responses (sign-in started at the identity provider's portal) are accepted. */
  samlAllowIdpInitiated: boolean;
}

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 300;
export const REGISTRATION_NUMBER_MAX = 50;
export const METADATA_URL_MAX = 2000;
/** At most 50 domains in a request (the body schema's maxItems: 400 with the field `samlEmailDomains`). */
export const DOMAINS_MAX = 50;

/** Trims every field and turns empty optional fields into null. */
export function normalizeOrganizationFields(input: OrganizationInput): OrganizationFields {
  const opt = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    name: input.name?.trim() ?? '',
    contactName: opt(input.contactName),
    contactEmail: opt(input.contactEmail),
    contactPhone: opt(input.contactPhone),
    registrationNumber: opt(input.registrationNumber),
    description: opt(input.description),
  };
}

/**
 * Section 5: name required; description at most 300; the client's e-mail rule and the platform's phone rule.
 * `stored`: the organization as saved (on update), whose phone is kept while unchanged.
 */
export function validateOrganizationFields(f: OrganizationFields, stored?: OrganizationFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.name) errors.name = 'REQUIRED';
  else if (f.name.length > NAME_MAX) errors.name = 'TOO_LONG';
  if (f.contactName && f.contactName.length > NAME_MAX) errors.contactName = 'TOO_LONG';
  if (f.description && f.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  if (f.registrationNumber && f.registrationNumber.length > REGISTRATION_NUMBER_MAX)
    errors.registrationNumber = 'TOO_LONG';
  if (f.contactEmail && !isEmail(f.contactEmail)) errors.contactEmail = 'INVALID_EMAIL';
  const phone = phoneError(f.contactPhone, stored?.contactPhone);
  if (phone) errors.contactPhone = phone;
  return errors;
}

/** Section 5: letters, digits, dots and hyphens, with a dot and a top-level part of 2 or more letters. */
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export const normalizeDomain = (domain: string) => domain.trim().toLowerCase();

export const isDomain = (domain: string) => domain.length <= 253 && DOMAIN.test(domain);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https URL, or http to a loopback host (a local identity provider in development and tests). */
export function isMetadataUrl(value: string): boolean {
  if (value.length > METADATA_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!url.hostname) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * The SAML settings as they will be stored: the URL trimmed (empty: none), the domains trimmed,
 * lowercased and without duplicates (first occurrence kept). Field errors name the domain's index in
 * the request.
 */
export function normalizeSamlSettings(input: SamlSettings): { settings: SamlSettings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const url = input.samlMetadataUrl?.trim() || null;
  if (url !== null && !isMetadataUrl(url)) errors.samlMetadataUrl = 'INVALID_URL';
  const domains: string[] = [];
  input.samlEmailDomains.forEach((raw, index) => {
    const domain = normalizeDomain(raw);
    if (!isDomain(domain)) errors[`samlEmailDomains.${index}`] = 'INVALID_DOMAIN';
    else if (!domains.includes(domain)) domains.push(domain);
  });
  return {
    settings: {
      samlMetadataUrl: url,
      samlEmailDomains: domains,
      samlAllowUserCreation: input.samlAllowUserCreation,
      samlAllowIdpInitiated: input.samlAllowIdpInitiated,
    },
    errors,
  };
}
