import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArg, restIdArgs, toGlobalId } from '../../ids.js';
import type { FieldError } from '../../payloads/fieldErrors.js';
import { sameOriginUploadUrl } from '../files/fileUrl.js';
import { toDocumentFromRecord, type RestDocument } from './document.js';
import { DOCUMENTS_PATH, documentPath } from './loaders.js';

/**
 * Writes to documents. Each answers the fresh document: what the write answered is primed (no extra call);
 * every memoized read under /backoffice/documents is forgotten first (the lists, the detail, its tabs and
 * the unread release-note count), so the payload reads again what it selects.
 */

export interface DocumentInput {
  name?: string | null;
  description?: string | null;
  type: string;
  lang: string;
  organizationId?: string | null;
  clientIds: string[];
  section?: string | null;
  file?: { filename: string; size: number; contentType: string } | null;
  releaseNote?: boolean | null;
}

/** DocumentInput → the metadata of POST/PUT /backoffice/documents; fields left undefined keep their value. */
function toMetadataBody(input: DocumentInput) {
  const body: Record<string, unknown> = {
    type: input.type.toLowerCase(),
    lang: input.lang.toLowerCase(),
    clientIds: restIdArgs('Client', input.clientIds, 'input.clientIds'),
  };
  if (input.name !== undefined) body.name = input.name;
  if (input.description !== undefined) body.description = input.description;
  if (input.section !== undefined) body.section = input.section;
  if (input.organizationId !== undefined)
    body.organizationId = input.organizationId
      ? restIdArg('Organization', input.organizationId, 'input.organizationId')
      : null;
  return body;
}

/** A platform field of the document body → the DocumentInput field the form knows. */
const INPUT_FIELD: Record<string, string> = {
  filename: 'file',
  size: 'file',
  contentType: 'file',
  releaseNotes: 'releaseNote',
};
export const documentFieldName = (restField: string) => {
  const [head, ...rest] = restField.split('.');
  return INPUT_FIELD[head] ?? [head, ...rest].join('.');
};

function forgetDocuments(ctx: GatewayContext) {
  ctx.rest.forget(DOCUMENTS_PATH);
}

function primeDocument(ctx: GatewayContext, answer: RestDocument) {
  forgetDocuments(ctx);
  ctx.rest.prime(documentPath(answer.id), answer);
  return toDocumentFromRecord(answer);
}

export async function createDocument(ctx: GatewayContext, input: DocumentInput) {
  const created = await ctx.rest.post<{ id: number; uploadUrl: string; expiresAt: string; document: RestDocument }>(
    DOCUMENTS_PATH,
    {
      ...toMetadataBody(input),
      releaseNotes: input.releaseNote ?? false,
      filename: input.file?.filename,
      size: input.file?.size,
      contentType: input.file?.contentType,
    },
  );
  return {
    document: primeDocument(ctx, created.document),
    uploadUrl: sameOriginUploadUrl(created.uploadUrl),
    expiresAt: created.expiresAt,
  };
}

export async function updateDocument(ctx: GatewayContext, documentRestId: number, input: DocumentInput) {
  return primeDocument(ctx, await ctx.rest.put<RestDocument>(documentPath(documentRestId), toMetadataBody(input)));
}

export async function deleteDocument(ctx: GatewayContext, documentRestId: number) {
  await ctx.rest.delete(documentPath(documentRestId));
  forgetDocuments(ctx);
  return { deletedId: toGlobalId('Document', documentRestId) };
}

async function documentAfterWrite(ctx: GatewayContext, documentRestId: number) {
  forgetDocuments(ctx);
  return ctx.loaders.documents.byId(String(documentRestId));
}

export async function addUsers(ctx: GatewayContext, documentRestId: number, userIds: string[]) {
  await ctx.rest.put(`${documentPath(documentRestId)}/users`, { userIds: restIdArgs('User', userIds, 'userIds') });
  return documentAfterWrite(ctx, documentRestId);
}

export async function removeUser(ctx: GatewayContext, documentRestId: number, userRestId: number) {
  await ctx.rest.delete(`${documentPath(documentRestId)}/users/${userRestId}`);
  return documentAfterWrite(ctx, documentRestId);
}

export async function addNetworks(ctx: GatewayContext, documentRestId: number, networkIds: string[]) {
  await ctx.rest.put(`${documentPath(documentRestId)}/networks`, {
    networkIds: restIdArgs('Network', networkIds, 'networkIds'),
  });
  return documentAfterWrite(ctx, documentRestId);
}

export async function removeNetwork(ctx: GatewayContext, documentRestId: number, networkRestId: number) {
  await ctx.rest.delete(`${documentPath(documentRestId)}/networks/${networkRestId}`);
  return documentAfterWrite(ctx, documentRestId);
}

/** Marks the note read, then answers it and the unread count read afresh (the memoized count is forgotten). */
export async function markReleaseNoteRead(ctx: GatewayContext, documentRestId: number) {
  await ctx.rest.post(`${DOCUMENTS_PATH}/release-notes/${documentRestId}/mark-read`);
  forgetDocuments(ctx);
  const [document, unreadReleaseNoteCount] = await Promise.all([
    ctx.loaders.documents.byId(String(documentRestId)),
    ctx.loaders.shell.unreadReleaseNoteCount(),
  ]);
  return { document, unreadReleaseNoteCount, errors: [] };
}

const REFUSALS_AS_FIELD_ERRORS: Record<string, string> = {
  OWNER_NOT_REMOVABLE: 'The owner of a document cannot be removed from it.',
  MULTI_DOCUMENT_ADMIN: 'A client administrator cannot remove an administrator or multi-client administrator.',
};

/** removeDocumentUser's 409 OWNER_NOT_REMOVABLE and 403 MULTI_DOCUMENT_ADMIN as an error on userId; else null. */
export function removeUserRefusalOf(error: unknown): FieldError[] | null {
  if (!(error instanceof GraphQLError)) return null;
  const code = error.extensions.errorCode;
  if (typeof code !== 'string' || !(code in REFUSALS_AS_FIELD_ERRORS)) return null;
  return [{ field: 'userId', code, message: REFUSALS_AS_FIELD_ERRORS[code] }];
}
