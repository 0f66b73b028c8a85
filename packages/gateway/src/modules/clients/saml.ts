import { restIdArgs } from '../../ids.js';

/** GET/PUT /clients/{id}/saml-settings. */
export interface RestSamlSettings {
  samlMetadataUrl?: string | null;
  samlEmailDomains?: string[] | null;
  /** Network ids (an implementation may answer `{ id }` objects; both are read). */
  samlSelectedNetworks?: (number | string | { id: number | string })[] | null;
}

export function toSamlSettings(settings: RestSamlSettings, clientRestId: string) {
  return {
    clientRestId,
    samlMetadataUrl: settings.samlMetadataUrl ?? null,
    samlEmailDomains: settings.samlEmailDomains ?? [],
    samlSelectedNetworkIds: (settings.samlSelectedNetworks ?? []).map((entry) =>
      String(typeof entry === 'object' ? entry.id : entry),
    ),
  };
}

export type SamlSettingsSource = ReturnType<typeof toSamlSettings>;

export function toSamlSettingsBody(input: { samlMetadataUrl?: string | null; samlSelectedNetworkIds: string[] }) {
  return {
    samlMetadataUrl: input.samlMetadataUrl ?? null,
    samlSelectedNetworks: restIdArgs('Network', input.samlSelectedNetworkIds, 'samlSelectedNetworkIds'),
  };
}

export const samlFieldName = (restField: string) =>
  restField.replace(/^samlSelectedNetworks(?=$|\.)/, 'samlSelectedNetworkIds');
