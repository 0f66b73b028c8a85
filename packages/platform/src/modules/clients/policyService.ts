import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import type { Caller } from '../../policy/index.js';
import { ClientAccess } from './access.js';
import { normalizePolicy, policyReferences, validatePolicy, withoutReference, type Policy } from './alertPolicy.js';
import { ClientBelongingsRepository } from './belongingsRepository.js';
import { PolicyRepository } from './policyRepository.js';
import { mentionedIds, referenceErrors } from './references.js';

export class PolicyService {
  private readonly access: ClientAccess;

  constructor(private readonly db: Db) {
    this.access = new ClientAccess(db);
  }

  async get(caller: Caller, clientId: number): Promise<Policy> {
    await this.access.open(caller, clientId);
    return normalizePolicy((await new PolicyRepository(this.db).load(clientId)) ?? {});
  }

  /** Fields left out keep their value; the result must pass every rule or nothing is saved. */
  async put(caller: Caller, clientId: number, changes: Policy): Promise<Policy> {
    const { client } = await this.access.openFor(caller, clientId, 'edit');
    return this.db.transaction(async (tx) => {
      const repo = new PolicyRepository(tx);
      const before = normalizePolicy((await repo.load(clientId, true)) ?? {});
      const policy = normalizePolicy({ ...before, ...changes });
      const refs = policyReferences(policy);
      const owned = await new ClientBelongingsRepository(tx).load(clientId, mentionedIds(refs));
      const errors = { ...referenceErrors(refs, owned), ...validatePolicy(policy) };
      if (Object.keys(errors).length) throw badRequest('The alert policy is not valid', errors);
      await repo.save(clientId, policy);
      await recordAction(tx, {
        entityType: 'client',
        entityId: clientId,
        action: 'updatePolicy',
        actorId: caller.id,
        before,
        after: policy,
        clientIds: [clientId],
        organizationId: client.organizationId,
      });
      return policy;
    });
  }
}

/** After a user, network or device left the client, its policy must not point at it any more. */
export async function dropPolicyReference(
  tx: Queryable,
  clientId: number,
  kind: 'userIds' | 'networkIds' | 'deviceIds',
  id: number,
) {
  const repo = new PolicyRepository(tx);
  const stored = await repo.load(clientId, true);
  if (stored) await repo.save(clientId, withoutReference(normalizePolicy(stored), kind, id));
}
