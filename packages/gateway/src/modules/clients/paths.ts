/** The contract paths of one client and its sub-resources. */
export const clientPath = (clientRestId: string | number) =>
  `/backoffice/clients/${encodeURIComponent(String(clientRestId))}`;
export const clientSubPath = (clientRestId: string | number, sub: string) => `${clientPath(clientRestId)}/${sub}`;
