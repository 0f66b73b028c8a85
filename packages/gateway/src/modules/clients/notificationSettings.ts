/** GET/PUT /clients/{id}/notification-settings: one entry per warning type; the schema keeps the shape. */
export interface RestNotificationSetting {
  type: string;
  email?: boolean;
  push?: boolean;
  sound?: boolean;
  recipients?: Partial<Record<'clientAdmin' | 'clientUsers' | 'networkAdmin' | 'networkUsers', boolean>>;
}

export function toNotificationSetting(setting: RestNotificationSetting) {
  const recipients = setting.recipients ?? {};
  return {
    type: setting.type,
    email: setting.email ?? false,
    push: setting.push ?? false,
    sound: setting.sound ?? false,
    recipients: {
      clientAdmin: recipients.clientAdmin ?? false,
      clientUsers: recipients.clientUsers ?? false,
      networkAdmin: recipients.networkAdmin ?? false,
      networkUsers: recipients.networkUsers ?? false,
    },
  };
}

/** The input list is the REST body as it is (same field names). */
export function toNotificationSettingsBody(input: RestNotificationSetting[]) {
  return input.map(toNotificationSetting);
}
