import type { Queryable } from '../../db/types.js';

/** An organization's single sign-on settings, found by an e-mail domain it claims. */
export interface SsoOrganization {
  id: number;
  metadataUrl: string | null;
  allowUserCreation: boolean;
  /** Unsolicited Responses (sign-in started at the IdP) are accepted. */
  allowIdpInitiated: boolean;
}

export interface SamlRequestRow {
  organizationId: number;
  os: 'ios' | 'android' | null;
  createdAt: Date;
}

interface OrganizationRow {
  id: number;
  saml_metadata_url: string | null;
  allow: boolean;
  idp_initiated: boolean;
}

const organizationOf = (r: OrganizationRow): SsoOrganization => ({
  id: r.id,
  metadataUrl: r.saml_metadata_url,
  allowUserCreation: r.allow,
  allowIdpInitiated: r.idp_initiated,
});

export const REQUEST_TTL_SECONDS = 10 * 60;
export const CODE_TTL_SECONDS = 60;

export class SamlRepository {
  constructor(private readonly db: Queryable) {}

  /** The organization claiming `domain` (lowercase): organization_email_domains (migration 016). */
  async organizationByDomain(domain: string): Promise<SsoOrganization | undefined> {
    const rows = await this.db.query<OrganizationRow>(
      `SELECT o.id, o.saml_metadata_url, o.saml_allow_user_creation AS allow,
              o.saml_allow_idp_initiated AS idp_initiated
         FROM organization_email_domains d JOIN organizations o ON o.id = d.organization_id
        WHERE d.domain = $1`,
      [domain],
    );
    return rows[0] && organizationOf(rows[0]);
  }

  async organization(id: number): Promise<SsoOrganization | undefined> {
    const rows = await this.db.query<OrganizationRow>(
      `SELECT id, saml_metadata_url, saml_allow_user_creation AS allow, saml_allow_idp_initiated AS idp_initiated
         FROM organizations WHERE id = $1`,
      [id],
    );
    return rows[0] && organizationOf(rows[0]);
  }

  async saveRequest(id: string, organizationId: number, os: string | null): Promise<void> {
    await this.db.query(`DELETE FROM saml_requests WHERE created_at < now() - interval '1 day'`);
    await this.db.query('INSERT INTO saml_requests (id, organization_id, os) VALUES ($1, $2, $3)', [
      id,
      organizationId,
      os,
    ]);
  }

  /** The request, whether or not answered or expired (the caller decides; the log says which). */
  async request(id: string): Promise<(SamlRequestRow & { answered: boolean; expired: boolean }) | undefined> {
    const rows = await this.db.query<{
      organization_id: number;
      os: 'ios' | 'android' | null;
      created_at: Date;
      answered: boolean;
      expired: boolean;
    }>(
      `SELECT organization_id, os, created_at, answered_at IS NOT NULL AS answered,
              created_at <= now() - make_interval(secs => $2) AS expired
         FROM saml_requests WHERE id = $1`,
      [id, REQUEST_TTL_SECONDS],
    );
    const r = rows[0];
    return (
      r && {
        organizationId: r.organization_id,
        os: r.os,
        createdAt: r.created_at,
        answered: r.answered,
        expired: r.expired,
      }
    );
  }

  /** Marks the request answered; false when another call did first or it has expired (replay). */
  async answerRequest(id: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE saml_requests SET answered_at = now()
        WHERE id = $1 AND answered_at IS NULL AND created_at > now() - make_interval(secs => $2)
        RETURNING id`,
      [id, REQUEST_TTL_SECONDS],
    );
    return rows.length === 1;
  }

  /**
   * Records an unsolicited assertion's ID until `expiresAt`; false when the organization already accepted
   * it (a replay, also one racing on another replica: the primary key decides).
   */
  async useAssertion(organizationId: number, assertionId: string, expiresAt: Date): Promise<boolean> {
    await this.db.query('DELETE FROM saml_assertions WHERE expires_at < now()');
    const rows = await this.db.query(
      `INSERT INTO saml_assertions (organization_id, id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [organizationId, assertionId, expiresAt],
    );
    return rows.length === 1;
  }

  /** Whether the organization claims this e-mail domain (lowercase): organization_email_domains. */
  async claimsDomain(organizationId: number, domain: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM organization_email_domains WHERE organization_id = $1 AND domain = $2',
      [organizationId, domain],
    );
    return rows.length > 0;
  }

  /** The user with this e-mail (case-insensitive), whether active, and its roles. */
  async userByEmail(email: string): Promise<{ id: number; active: boolean; roles: number[] } | undefined> {
    const rows = await this.db.query<{ id: number; active: boolean; roles: number[] }>(
      `SELECT u.id, (u.is_active AND u.deactivated_at IS NULL) AS active, u.roles
         FROM users u WHERE lower(u.email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  /**
   * A new user of the organization (role user, active, single sign-on only: it has no password); undefined
   * when the e-mail was taken meanwhile.
   */
  async createUser(
    email: string,
    organizationId: number,
    names: { firstName: string | null; lastName: string | null },
  ): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, roles, organization_id, is_active, saml_enabled)
       VALUES ($1, $2, $3, '{0}', $4, true, true)
       ON CONFLICT DO NOTHING RETURNING id`,
      [email, names.firstName, names.lastName, organizationId],
    );
    return rows[0]?.id;
  }

  async saveCode(codeHash: string, userId: number): Promise<void> {
    await this.db.query(`DELETE FROM saml_login_codes WHERE created_at < now() - interval '1 day'`);
    await this.db.query('INSERT INTO saml_login_codes (code_hash, user_id) VALUES ($1, $2)', [codeHash, userId]);
  }

  /** The code's user, once: marks it used; undefined when unknown, used or older than 60 s. */
  async redeemCode(codeHash: string): Promise<number | undefined> {
    const rows = await this.db.query<{ user_id: number }>(
      `UPDATE saml_login_codes SET used_at = now()
        WHERE code_hash = $1 AND used_at IS NULL AND created_at > now() - make_interval(secs => $2)
        RETURNING user_id`,
      [codeHash, CODE_TTL_SECONDS],
    );
    return rows[0]?.user_id;
  }
}
