import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/lists.js';
import type { Caller } from '../../policy/index.js';
import { ClientAccess, type OpenedClient } from '../clients/access.js';
import { ClientBelongingsRepository } from '../clients/belongingsRepository.js';
import { mentionedIds, referenceErrors } from '../clients/references.js';
import { ClientSettingsRepository } from '../clients/settingsRepository.js';
import { UploadsRepository } from '../uploads/repository.js';
import { fileUrl } from '../uploads/service.js';
import {
  asDraft,
  defaultMultiAlert,
  multiAlertReferences,
  normalizeMultiAlert,
  validateMultiAlert,
  type MultiAlertFields,
} from './multiAlertRules.js';
import { MultiAlertsRepository, type MultiAlertRow, type MultiAlertSort } from './repository.js';

/** A request body: the writable fields, plus `icon` (an upload id) or `removeFile`. */
export type MultiAlertInput = Partial<MultiAlertFields> & { icon?: number; removeFile?: boolean };

function toMultiAlert(r: MultiAlertRow) {
  const { iconUploadId: _icon, iconKey, createdAt, ...fields } = r;
  return { ...fields, iconUrl: iconKey ? fileUrl(iconKey) : null, createdAt: createdAt.toISOString() };
}

/** A multi-alert write's action-log row: the alert as the API shows it, before and after. */
const record = (
  tx: Queryable,
  caller: Caller,
  { client }: OpenedClient,
  alertId: number,
  action: string,
  before: MultiAlertRow | undefined,
  after: MultiAlertRow | undefined,
) =>
  recordAction(tx, {
    entityType: 'multiAlert',
    entityId: alertId,
    action,
    actorId: caller.id,
    before: before ? toMultiAlert(before) : null,
    after: after ? toMultiAlert(after) : null,
    clientIds: [client.id],
    organizationId: client.organizationId,
  });

const fieldsOf = (r: MultiAlertRow): MultiAlertFields => {
  const { id: _id, iconUploadId: _icon, iconKey: _key, createdAt: _at, ...fields } = r;
  return fields;
};

export class MultiAlertsService {
  private readonly repo: MultiAlertsRepository;
  private readonly access: ClientAccess;

  constructor(private readonly db: Db) {
    this.repo = new MultiAlertsRepository(db);
    this.access = new ClientAccess(db);
  }

  async list(caller: Caller, clientId: number, query: ListQuery<MultiAlertSort>) {
    await this.access.open(caller, clientId);
    const { rows, total } = await this.repo.list(clientId, query);
    return { items: rows.map(toMultiAlert), total };
  }

  async create(caller: Caller, clientId: number, input: MultiAlertInput) {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    const id = await this.db.transaction(async (tx) => {
      const { icon, removeFile: _remove, ...changes } = input;
      const fields = normalizeMultiAlert({
        ...defaultMultiAlert(input.alertCategory!),
        name: '',
        title: '',
        ...changes,
      });
      await this.check(tx, clientId, fields, icon);
      const repo = new MultiAlertsRepository(tx);
      const newId = await repo.insert(clientId, fields, icon ?? null);
      if (icon !== undefined) await new UploadsRepository(tx).markAttached([icon]);
      await record(tx, caller, opened, newId, 'create', undefined, await repo.find(clientId, newId));
      return newId;
    });
    return toMultiAlert((await this.repo.find(clientId, id))!);
  }

  /** Fields left out keep their value. */
  async update(caller: Caller, clientId: number, alertId: number, input: MultiAlertInput) {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    await this.db.transaction(async (tx) => {
      const repo = new MultiAlertsRepository(tx);
      const current = await this.existing(repo, clientId, alertId);
      const { icon, removeFile, ...changes } = input;
      // A stored draft counts with its draft values (drafts saved before the default sound was uan).
      const stored = fieldsOf(current);
      const fields = normalizeMultiAlert({ ...(stored.draft ? asDraft(stored) : stored), ...changes });
      await this.check(tx, clientId, fields, icon);
      await repo.update(clientId, alertId, fields, icon ?? (removeFile ? null : current.iconUploadId));
      if (icon !== undefined) await new UploadsRepository(tx).markAttached([icon]);
      await record(tx, caller, opened, alertId, 'update', current, await repo.find(clientId, alertId));
    });
    return toMultiAlert((await this.repo.find(clientId, alertId))!);
  }

  /** Switching to draft turns the draft-locked controls back to their draft values. */
  async setDraft(caller: Caller, clientId: number, alertId: number, draft: boolean) {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    await this.db.transaction(async (tx) => {
      const repo = new MultiAlertsRepository(tx);
      const current = await this.existing(repo, clientId, alertId);
      const fields = draft ? asDraft(fieldsOf(current)) : { ...fieldsOf(current), draft: false };
      await repo.update(clientId, alertId, fields, current.iconUploadId);
      await record(tx, caller, opened, alertId, 'setDraft', current, await repo.find(clientId, alertId));
    });
    return toMultiAlert((await this.repo.find(clientId, alertId))!);
  }

  async delete(caller: Caller, clientId: number, alertId: number): Promise<void> {
    const opened = await this.access.openFor(caller, clientId, 'edit');
    await this.db.transaction(async (tx) => {
      const repo = new MultiAlertsRepository(tx);
      const current = await this.existing(repo, clientId, alertId);
      await repo.delete(clientId, alertId);
      await record(tx, caller, opened, alertId, 'delete', current, undefined);
    });
  }

  private async existing(repo: MultiAlertsRepository, clientId: number, alertId: number): Promise<MultiAlertRow> {
    const row = await repo.find(clientId, alertId, true);
    if (!row) throw notFound('Multi-alert not found');
    return row;
  }

  private async check(tx: Queryable, clientId: number, fields: MultiAlertFields, icon: number | undefined) {
    const refs = multiAlertReferences(fields);
    const owned = await new ClientBelongingsRepository(tx).load(clientId, mentionedIds(refs));
    const errors = { ...referenceErrors(refs, owned), ...validateMultiAlert(fields) };
    if (icon !== undefined && !(await new ClientSettingsRepository(tx).storedUploadsOf(clientId, [icon])).has(icon)) {
      errors.icon = 'NOT_IN_CLIENT';
    }
    if (Object.keys(errors).length) throw badRequest('The multi-alert is not valid', errors);
  }
}
