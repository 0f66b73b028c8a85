import type { Queryable } from '../../db/types.js';
import type { MailMessage } from '../../mail/index.js';
import { enqueueMails } from '../../mail/queue.js';
import { networkNotificationSettings } from '../../modules/integrations/notificationSettings.js';

export type IntegrationStatus = 'success' | 'error';

/**
 * Sets the integration's status from a delivery outcome; answers the status it had when it changed,
 * undefined when it was already `status` (or the integration is gone).
 */
export async function setStatus(q: Queryable, integrationId: number, status: IntegrationStatus) {
  const rows = await q.query<{ old: string }>(
    `UPDATE integrations i SET status = $2
       FROM (SELECT id, status AS old FROM integrations WHERE id = $1 FOR UPDATE) o
      WHERE i.id = o.id AND o.old <> $2
      RETURNING o.old`,
    [integrationId, status],
  );
  return rows[0]?.old;
}

interface Recipient {
  email: string;
  language: string;
}

interface IntegrationInfo {
  id: number;
  kind: string;
  ip: string | null;
  port: number | null;
  description: string | null;
  network_id: number;
  network_name: string;
  client_id: number | null;
}

type Lang = 'en' | 'sv' | 'es';

const TEXTS: Record<Lang, Record<'failed' | 'success', (i: IntegrationInfo, detail: string) => MailMessage>> = {
  en: {
    failed: (i, d) => ({
      to: '',
      subject: `Vakt: integration failed in ${i.network_name}`,
      text: `The ${i.kind} integration "${i.description ?? ''}" (${i.ip}:${i.port}) of the network ${i.network_name} could not deliver to the alarm receiving centre.\n\n${d}\n\nThe integration log shows every attempt.\n`,
    }),
    success: (i, d) => ({
      to: '',
      subject: `Vakt: integration working again in ${i.network_name}`,
      text: `The ${i.kind} integration "${i.description ?? ''}" (${i.ip}:${i.port}) of the network ${i.network_name} delivers to the alarm receiving centre again.\n\n${d}\n`,
    }),
  },
  sv: {
    failed: (i, d) => ({
      to: '',
      subject: `Vakt: integrationen misslyckades i ${i.network_name}`,
      text: `Integrationen ${i.kind} "${i.description ?? ''}" (${i.ip}:${i.port}) i nätverket ${i.network_name} kunde inte leverera till larmcentralen.\n\n${d}\n\nIntegrationsloggen visar varje försök.\n`,
    }),
    success: (i, d) => ({
      to: '',
      subject: `Vakt: integrationen fungerar igen i ${i.network_name}`,
      text: `Integrationen ${i.kind} "${i.description ?? ''}" (${i.ip}:${i.port}) i nätverket ${i.network_name} levererar till larmcentralen igen.\n\n${d}\n`,
    }),
  },
  es: {
    failed: (i, d) => ({
      to: '',
      subject: `Vakt: la integración ha fallado en ${i.network_name}`,
      text: `La integración ${i.kind} "${i.description ?? ''}" (${i.ip}:${i.port}) de la red ${i.network_name} no ha podido entregar a la central receptora de alarmas.\n\n${d}\n\nEl registro de la integración muestra cada intento.\n`,
    }),
    success: (i, d) => ({
      to: '',
      subject: `Vakt: la integración vuelve a funcionar en ${i.network_name}`,
      text: `La integración ${i.kind} "${i.description ?? ''}" (${i.ip}:${i.port}) de la red ${i.network_name} vuelve a entregar a la central receptora de alarmas.\n\n${d}\n`,
    }),
  },
};

/** The active users the network's setting names (network owner + admins, members, client admins, client users). */
async function recipientsOf(
  q: Queryable,
  info: IntegrationInfo,
  r: { clientAdmin: boolean; clientUsers: boolean; networkAdmin: boolean; networkUsers: boolean },
): Promise<Recipient[]> {
  return q.query<Recipient>(
    `SELECT DISTINCT u.email, u.language FROM users u
      WHERE u.deactivated_at IS NULL AND u.is_active AND (
            ($2 AND EXISTS (SELECT 1 FROM network_members m WHERE m.network_id = $1 AND m.user_id = u.id
                                                               AND (m.is_admin OR m.is_owner)))
         OR ($2 AND EXISTS (SELECT 1 FROM networks n WHERE n.id = $1 AND n.owner_id = u.id))
         OR ($3 AND EXISTS (SELECT 1 FROM network_members m WHERE m.network_id = $1 AND m.user_id = u.id))
         OR ($4 AND EXISTS (SELECT 1 FROM client_users c WHERE c.client_id = $6 AND c.user_id = u.id AND c.is_admin))
         OR ($5 AND EXISTS (SELECT 1 FROM client_users c WHERE c.client_id = $6 AND c.user_id = u.id)))
      ORDER BY u.email`,
    [info.network_id, r.networkAdmin, r.networkUsers, r.clientAdmin, r.clientUsers, info.client_id],
  );
}

/**
 * Queues the mails to the people the network's integration-failed / integration-success setting names (after a
 * change to error, or from error to success), in the transaction of the change: the mail sender delivers them,
 * retrying while the mail server is down. Answers the mails queued.
 */
export async function queueStatusMails(
  q: Queryable,
  integrationId: number,
  change: 'failed' | 'success',
  detail: string,
): Promise<number> {
  const [info] = await q.query<IntegrationInfo>(
    `SELECT i.id, i.kind, i.ip, i.port, i.description, i.network_id, n.name AS network_name, n.client_id
       FROM integrations i JOIN networks n ON n.id = i.network_id WHERE i.id = $1`,
    [integrationId],
  );
  if (!info) return 0;
  const type = change === 'failed' ? 'integration-failed' : 'integration-success';
  const setting = (await networkNotificationSettings(q, info.network_id)).find((s) => s.type === type);
  if (!setting?.email) return 0;
  const recipients = await recipientsOf(q, info, setting.recipients);
  return enqueueMails(
    q,
    recipients.map((r) => {
      const lang: Lang = r.language === 'sv' || r.language === 'es' ? r.language : 'en';
      return { ...TEXTS[lang][change](info, detail), to: r.email, kind: 'integration-status' };
    }),
  );
}
