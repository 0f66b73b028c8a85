import type { Queryable } from '../../db/types.js';
import { SqlFilter, type Scope } from '../../policy/index.js';

export class OrganizationsRepository {
  constructor(private readonly db: Queryable) {}

  async samlInScope(scope: Scope, id: number) {
    const f = new SqlFilter(scope).organizationColumn('o.id');
    f.where(`o.id = ${f.param(id)}`);
    const rows = await this.db.query<{ samlMetadataUrl: string | null; samlEmailDomains: string[] }>(
      `SELECT o.saml_metadata_url AS "samlMetadataUrl", o.saml_email_domains AS "samlEmailDomains" FROM organizations o ${f.toSql()}`,
      f.params,
    );
    return rows[0];
  }
}
