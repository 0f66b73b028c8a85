import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import type { Deps } from '../../http/deps.js';
import { NOT_ALLOWED, outboundPolicy, urlRefusal, type OutboundPolicy } from '../../outbound/index.js';
import { samlRefusal, type Caller } from '../../policy/index.js';
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, UploadsService, fileUrl } from '../uploads/service.js';
import { UploadsRepository } from '../uploads/repository.js';
import { ClientAccess } from './access.js';
import { validateAlertScreen, type AlertScreenChanges } from './alertScreen.js';
import { ClientBelongingsRepository } from './belongingsRepository.js';
import { ALERT_CATEGORIES, DEFAULT_COLORS } from './categories.js';
import {
  completeNotificationSettings,
  normalizeNotificationSetting,
  validateNotificationSettings,
  type NotificationSetting,
} from './notificationSettings.js';
import { emptyReferences, mentionedIds, referenceErrors } from './references.js';
import { ClientSettingsRepository } from './settingsRepository.js';

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The notification settings keyed by warning type: the action log keeps only the types that changed. */
const byType = (list: NotificationSetting[]) => Object.fromEntries(list.map(({ type, ...rest }) => [type, rest]));

/** Alert screen (with icon uploads), SAML and notification settings. */
export class ClientSettingsService {
  private readonly db: Db;
  private readonly access: ClientAccess;
  private readonly uploads: UploadsService;
  /** Where a SAML metadata URL may point, checked when it is saved. */
  private readonly policy: OutboundPolicy;

  constructor(deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
    this.db = deps.db;
    this.policy = outboundPolicy(deps.config);
    this.access = new ClientAccess(deps.db);
    this.uploads = new UploadsService(deps);
  }

  async alertScreen(caller: Caller, clientId: number) {
    await this.access.open(caller, clientId);
    return this.readAlertScreen(clientId);
  }

  /** Per category: left-out fields keep their value; `icon` attaches an upload of this client; `removeFile` drops the icon. */
  async saveAlertScreen(caller: Caller, clientId: number, changes: AlertScreenChanges) {
    const { client } = await this.access.openFor(caller, clientId, 'edit');
    const errors = validateAlertScreen(changes);
    const iconIds = ALERT_CATEGORIES.flatMap((c) => (changes[c]?.icon !== undefined ? [changes[c]!.icon!] : []));
    await this.db.transaction(async (tx) => {
      const repo = new ClientSettingsRepository(tx);
      const stored = await repo.storedUploadsOf(clientId, iconIds);
      for (const c of ALERT_CATEGORIES) {
        const icon = changes[c]?.icon;
        if (icon !== undefined && !stored.has(icon)) errors[`${c}.icon`] = 'NOT_IN_CLIENT';
      }
      if (Object.keys(errors).length) throw badRequest('The alert screen settings are not valid', errors);
      const before = await this.readAlertScreen(clientId, tx);
      const current = new Map((await repo.alertScreen(clientId)).map((r) => [r.category, r]));
      for (const c of ALERT_CATEGORIES) {
        const change = changes[c];
        if (!change) continue;
        const now = current.get(c);
        const caption = change.caption === undefined ? (now?.caption ?? null) : change.caption?.trim() || null;
        const iconUploadId = change.icon ?? (change.removeFile ? null : (now?.icon_upload_id ?? null));
        await repo.saveAlertScreen(clientId, c, {
          caption,
          color: (change.color ?? now?.color ?? DEFAULT_COLORS[c]).toUpperCase(),
          iconUploadId,
        });
      }
      await new UploadsRepository(tx).markAttached(iconIds);
      await recordAction(tx, {
        entityType: 'client',
        entityId: clientId,
        action: 'updateAlertScreen',
        actorId: caller.id,
        before,
        after: await this.readAlertScreen(clientId, tx),
        clientIds: [clientId],
        organizationId: client.organizationId,
      });
    });
    return this.readAlertScreen(clientId);
  }

  async uploadUrl(caller: Caller, clientId: number, file: { filename: string; size: number; contentType: string }) {
    const { client } = await this.access.openFor(caller, clientId, 'edit');
    const errors: Record<string, string> = {};
    if (!(ACCEPTED_TYPES as readonly string[]).includes(file.contentType.toLowerCase()))
      errors.contentType = 'UNSUPPORTED_TYPE';
    if (file.size > MAX_UPLOAD_BYTES) errors.size = 'TOO_LARGE';
    if (Object.keys(errors).length) throw badRequest('The file cannot be uploaded', errors);
    const upload = { ...file, contentType: file.contentType.toLowerCase() };
    return this.db.transaction(async (tx) => {
      const answer = await this.uploads.createUploadUrl(clientId, upload, Date.now(), tx);
      await recordAction(tx, {
        entityType: 'upload',
        entityId: answer.uploadId,
        action: 'create',
        actorId: caller.id,
        after: { clientId, ...upload },
        clientIds: [clientId],
        organizationId: client.organizationId,
      });
      return answer;
    });
  }

  async saml(caller: Caller, clientId: number) {
    await this.access.open(caller, clientId);
    return this.readSaml(clientId);
  }

  async saveSaml(
    caller: Caller,
    clientId: number,
    body: { samlMetadataUrl?: string | null; samlSelectedNetworks?: number[] },
  ) {
    const { client } = await this.access.open(caller, clientId);
    const refusal = samlRefusal(caller, client);
    if (refusal === 'FORBIDDEN') throw forbidden();
    if (refusal === 'NO_ORGANIZATION')
      throw new AppError(409, 'CONFLICT', 'Single sign-on needs the client to belong to an organization');
    const current = await new ClientSettingsRepository(this.db).saml(clientId);
    const url = body.samlMetadataUrl === undefined ? current.saml_metadata_url : body.samlMetadataUrl?.trim() || null;
    const networks = body.samlSelectedNetworks ?? current.saml_selected_networks;
    const refs = { ...emptyReferences(), networks: { samlSelectedNetworks: networks } };
    const owned = await new ClientBelongingsRepository(this.db).load(clientId, mentionedIds(refs));
    const errors = referenceErrors(refs, owned);
    if (url && (url.length > 2000 || !isHttpsUrl(url))) errors.samlMetadataUrl = 'INVALID_URL';
    if (Object.keys(errors).length) throw badRequest('The SAML settings are not valid', errors);
    const urlRefused = url ? await urlRefusal(this.policy, url) : undefined;
    if (urlRefused)
      throw badRequest(`The metadata URL is not allowed: ${urlRefused.message}`, { samlMetadataUrl: NOT_ALLOWED });
    await this.db.transaction(async (tx) => {
      await new ClientSettingsRepository(tx).saveSaml(clientId, url, networks);
      await recordAction(tx, {
        entityType: 'client',
        entityId: clientId,
        action: 'updateSamlSettings',
        actorId: caller.id,
        before: { samlMetadataUrl: current.saml_metadata_url, samlSelectedNetworks: current.saml_selected_networks },
        after: { samlMetadataUrl: url, samlSelectedNetworks: networks },
        clientIds: [clientId],
        organizationId: client.organizationId,
      });
    });
    return this.readSaml(clientId);
  }

  async notificationSettings(caller: Caller, clientId: number) {
    await this.access.open(caller, clientId);
    return completeNotificationSettings(await new ClientSettingsRepository(this.db).notificationSettings(clientId));
  }

  /** Types left out keep their settings. */
  async saveNotificationSettings(caller: Caller, clientId: number, list: NotificationSetting[]) {
    const { client } = await this.access.openFor(caller, clientId, 'edit');
    const errors = validateNotificationSettings(list);
    if (Object.keys(errors).length) throw badRequest('The notification settings are not valid', errors);
    await this.db.transaction(async (tx) => {
      const repo = new ClientSettingsRepository(tx);
      const before = completeNotificationSettings(await repo.notificationSettings(clientId));
      for (const s of list) await repo.saveNotificationSetting(clientId, normalizeNotificationSetting(s));
      const after = completeNotificationSettings(await repo.notificationSettings(clientId));
      await recordAction(tx, {
        entityType: 'client',
        entityId: clientId,
        action: 'updateNotificationSettings',
        actorId: caller.id,
        before: byType(before),
        after: byType(after),
        clientIds: [clientId],
        organizationId: client.organizationId,
      });
    });
    return completeNotificationSettings(await new ClientSettingsRepository(this.db).notificationSettings(clientId));
  }

  private async readAlertScreen(clientId: number, q: Queryable = this.db) {
    const rows = new Map((await new ClientSettingsRepository(q).alertScreen(clientId)).map((r) => [r.category, r]));
    return Object.fromEntries(
      ALERT_CATEGORIES.map((c) => {
        const r = rows.get(c);
        return [
          c,
          {
            caption: r?.caption ?? null,
            color: r?.color ?? DEFAULT_COLORS[c],
            iconUrl: r?.icon_key ? fileUrl(r.icon_key) : null,
          },
        ];
      }),
    );
  }

  private async readSaml(clientId: number) {
    const row = await new ClientSettingsRepository(this.db).saml(clientId);
    return {
      samlMetadataUrl: row.saml_metadata_url,
      samlEmailDomains: row.saml_email_domains,
      samlSelectedNetworks: row.saml_selected_networks,
    };
  }
}
