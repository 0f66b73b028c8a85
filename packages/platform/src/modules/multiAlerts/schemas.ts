import { idsFilter, listQuerySchema, pageSchema } from '../../http/lists.js';
import { id, idList, nullable } from '../../http/schemas.js';
import { ALERT_CATEGORIES, SOUNDS } from '../clients/categories.js';
import { MULTI_ALERT_SORT_COLUMNS } from './repository.js';

const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;
const text = nullable('string');

const fields = {
  name: { type: 'string' },
  draft: bool,
  title: { type: 'string' },
  description: text,
  alertCategory: { type: 'string', enum: [...ALERT_CATEGORIES] },
  selectedNetworks: idList,
  selectedNetworksRadiusEnabled: bool,
  selectedNetworksRadius: int,
  createPublicAlert: bool,
  alertAllAvailableNetworks: bool,
  alertAllAvailableUsers: bool,
  publicRadiusEnabled: bool,
  publicRadius: int,
  color: { type: 'string' },
  instructions: text,
  meetingLink: text,
  document: { ...id, type: ['integer', 'null'] },
  notifySelectedUsersOutsideOfRange: idList,
  overwriteAll: bool,
  selectedUsers: idList,
  enableConfirmationComment: bool,
  enableTwoStepConfirmation: bool,
  streamingEnabled: bool,
  sound: { type: 'string', enum: [...SOUNDS] },
};

export const multiAlertQuery = listQuerySchema(Object.keys(MULTI_ALERT_SORT_COLUMNS), idsFilter);

const upload = { icon: id, removeFile: bool };
export const createBody = {
  type: 'object',
  required: ['alertCategory'],
  properties: { ...fields, ...upload },
} as const;
export const updateBody = { type: 'object', properties: { ...fields, ...upload } } as const;
export const draftBody = { type: 'object', required: ['draft'], properties: { draft: bool } } as const;

export const multiAlertResponse = {
  type: 'object',
  properties: { id: int, ...fields, iconUrl: text, createdAt: { type: 'string' } },
} as const;
export const multiAlertPage = pageSchema(multiAlertResponse);
