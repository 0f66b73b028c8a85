import { recordAction } from '../../audit/actionLog.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db, Queryable } from '../../db/types.js';
import { AppError, badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import { sendNow, type Mailer } from '../../mail/index.js';
import { passwordResetMail, welcomeMail } from '../../mail/templates.js';
import {
  Role,
  canChangeSubscription,
  canChangeUserClients,
  canDeleteUser,
  hasAnyRole,
  isAdmin,
  isContained,
  reachOfUser,
  scopeOf,
  userPermissions,
  userReadOnlyReason,
  type Caller,
  type Scope,
  type UserFacts,
} from '../../policy/index.js';
import { generatePassword } from './password.js';
import {
  UsersRepository,
  type FullUserRow,
  type UserListQuery,
  type UserSearch,
  type UserWrite,
} from './repository.js';
import {
  CLIENT_ADMIN_ROLES,
  DEFAULT_SUBSCRIPTION,
  cleanText,
  isEmailUniqueViolation,
  roleGrantError,
  sameSet,
  validatePassword,
  validateUserFields,
  type UserStatus,
} from './rules.js';

/** The body of POST /users and PUT /users/{id} (PUT: fields left out keep their value; no networks). */
export interface UserInput {
  email?: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  description?: string | null;
  phoneNumber?: string | null;
  roles?: number[];
  language?: string;
  /** null: no subscription. */
  subscription?: string | null;
  status?: UserStatus;
  clientId?: number | null;
  clients?: number[];
  networks?: number[];
  /** Admin only: the organization (default: the client's). */
  organizationId?: number | null;
  lat?: number | null;
  lng?: number | null;
  twoFaEnabled?: boolean;
  /** PUT only: signs in with single sign-on only (no password); never on one's own account. */
  samlEnabled?: boolean;
  showOnlyAdmin?: boolean;
  streamingEnabled?: boolean;
  listeningEnabled?: boolean;
  publicAlertEnabled?: boolean;
  subscribeToReleaseNotes?: boolean;
  alertCentralEnabled?: boolean;
  showUserLocationToNetworkAdmins?: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const subscriptionOut = (s: string) => (s === 'none' ? null : s);
const statusOf = (r: FullUserRow): UserStatus => (r.is_active ? 'active' : 'awaiting-activation');

const factsOf = (r: FullUserRow, contained: boolean): UserFacts => ({
  id: r.id,
  roles: r.roles,
  samlEnabled: r.saml_enabled,
  deactivated: r.deactivated_at !== null,
  contained,
});

/**
 * The refusal of a write on a user's account the caller may see but not change (policy/users.ts); the
 * containment refusal says why without naming what lies outside the caller's scope.
 */
export function userWriteRefusal(caller: Caller, user: UserFacts): AppError | null {
  const reason = userReadOnlyReason(caller, user);
  if (reason === 'REACH_OUTSIDE_SCOPE')
    return new AppError(
      403,
      'REACH_OUTSIDE_SCOPE',
      'This user can also reach clients or organizations outside the ones you administer; only an administrator of all of them can change the account',
    );
  return reason ? forbidden('You may not change this user') : null;
}

/** A client the caller cannot see is not named in its answers. */
/**
 * Spec 001 section 6: admins and organization-admins may leave a user's client affiliation empty. An
 * organization-admin's user without a client is its organization's, so one spanning two organizations names
 * a client (which says whose the user is) rather than the platform picking one.
 */
const mayLeaveClientEmpty = (caller: Caller) =>
  isAdmin(caller) || (hasAnyRole(caller, Role.organizationAdmin) && caller.organizationIds.length === 1);

const visibleClient = (scope: Scope, id: number | null) => id !== null && (scope.all || scope.clientIds.includes(id));

/** `UserRow` of the list: the user without permissions, clients and the flags. */
export function toUserRow(r: FullUserRow, scope: Scope) {
  const client = visibleClient(scope, r.client_id);
  return {
    id: r.id,
    email: r.email,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    description: r.description,
    phoneNumber: r.phone_number,
    roles: r.roles,
    language: r.language,
    subscription: subscriptionOut(r.subscription),
    status: statusOf(r),
    clientId: client ? r.client_id : null,
    clientName: client ? r.client_name : null,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    lat: r.lat,
    lng: r.lng,
    twoFaEnabled: r.two_fa_enabled,
    lastActionAt: iso(r.last_action_at),
    createdAt: r.created_at.toISOString(),
    deactivatedAt: iso(r.deactivated_at),
    locationEnabled: r.device_location_enabled,
    isActive: r.device_active,
    appVersion: r.app_version,
    os: r.os,
    logoutTime: iso(r.logout_time),
    testAlarmAt: iso(r.test_alarm_at),
  };
}

/** The whole `User`, with what the caller may do with it. */
export function toUser(
  r: FullUserRow,
  caller: Caller,
  scope: Scope,
  clients: { id: number; name: string }[],
  facts: UserFacts,
) {
  return {
    ...toUserRow(r, scope),
    clients: r.roles.includes(Role.multiClientAdmin) ? clients.filter((c) => visibleClient(scope, c.id)) : [],
    samlEnabled: r.saml_enabled,
    showOnlyAdmin: r.show_only_admin,
    streamingEnabled: r.streaming_enabled,
    listeningEnabled: r.listening_enabled,
    publicAlertEnabled: r.public_alert_enabled,
    subscribeToReleaseNotes: r.subscribe_to_release_notes,
    alertCentralEnabled: r.alert_central_enabled,
    showUserLocationToNetworkAdmins: r.show_user_location_to_network_admins,
    permissions: userPermissions(caller, facts),
  };
}

/** The current user as a write (the base PUT merges the body over). */
function writeOf(r: FullUserRow): UserWrite {
  return {
    email: r.email,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    description: r.description,
    phoneNumber: r.phone_number,
    roles: r.roles,
    language: r.language,
    subscription: r.subscription,
    isActive: r.is_active,
    clientId: r.client_id,
    organizationId: r.organization_id,
    lat: r.lat,
    lng: r.lng,
    twoFaEnabled: r.two_fa_enabled,
    showOnlyAdmin: r.show_only_admin,
    streamingEnabled: r.streaming_enabled,
    listeningEnabled: r.listening_enabled,
    publicAlertEnabled: r.public_alert_enabled,
    subscribeToReleaseNotes: r.subscribe_to_release_notes,
    alertCentralEnabled: r.alert_central_enabled,
    showUserLocationToNetworkAdmins: r.show_user_location_to_network_admins,
  };
}

/** The audit payload's view of a user: its fields as the API names them, the clients as ids. */
function auditFields(w: UserWrite, clients: number[], networks?: number[]) {
  return {
    email: w.email,
    username: w.username,
    firstName: w.firstName,
    lastName: w.lastName,
    description: w.description,
    phoneNumber: w.phoneNumber,
    roles: w.roles,
    language: w.language,
    subscription: subscriptionOut(w.subscription),
    status: w.isActive ? 'active' : 'awaiting-activation',
    clientId: w.clientId,
    clients: [...clients].sort((a, b) => a - b),
    organizationId: w.organizationId,
    lat: w.lat,
    lng: w.lng,
    twoFaEnabled: w.twoFaEnabled,
    showOnlyAdmin: w.showOnlyAdmin,
    streamingEnabled: w.streamingEnabled,
    listeningEnabled: w.listeningEnabled,
    publicAlertEnabled: w.publicAlertEnabled,
    subscribeToReleaseNotes: w.subscribeToReleaseNotes,
    alertCentralEnabled: w.alertCentralEnabled,
    showUserLocationToNetworkAdmins: w.showUserLocationToNetworkAdmins,
    ...(networks ? { networks: [...networks].sort((a, b) => a - b) } : {}),
  };
}

/** The body over a base write; text trimmed, empty optional text null. */
function merge(base: UserWrite, input: UserInput): UserWrite {
  const pick = <K extends keyof UserInput>(k: K, fallback: NonNullable<UserInput[K]> | null) =>
    input[k] === undefined ? fallback : input[k];
  const text = (k: 'username' | 'firstName' | 'lastName' | 'description' | 'phoneNumber') =>
    input[k] === undefined ? base[k] : cleanText(input[k]);
  return {
    email: input.email === undefined ? base.email : input.email.trim(),
    username: text('username'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    description: text('description'),
    phoneNumber: text('phoneNumber'),
    roles: input.roles ? [...new Set(input.roles)] : base.roles,
    language: input.language ?? base.language,
    subscription: input.subscription === undefined ? base.subscription : (input.subscription ?? 'none'),
    isActive: input.status === undefined ? base.isActive : input.status === 'active',
    clientId: pick('clientId', base.clientId) as number | null,
    organizationId: base.organizationId,
    lat: pick('lat', base.lat) as number | null,
    lng: pick('lng', base.lng) as number | null,
    twoFaEnabled: input.twoFaEnabled ?? base.twoFaEnabled,
    showOnlyAdmin: input.showOnlyAdmin ?? base.showOnlyAdmin,
    streamingEnabled: input.streamingEnabled ?? base.streamingEnabled,
    listeningEnabled: input.listeningEnabled ?? base.listeningEnabled,
    publicAlertEnabled: input.publicAlertEnabled ?? base.publicAlertEnabled,
    subscribeToReleaseNotes: input.subscribeToReleaseNotes ?? base.subscribeToReleaseNotes,
    alertCentralEnabled: input.alertCentralEnabled ?? base.alertCentralEnabled,
    showUserLocationToNetworkAdmins: input.showUserLocationToNetworkAdmins ?? base.showUserLocationToNetworkAdmins,
  };
}

const NEW_USER: UserWrite = {
  email: '',
  username: null,
  firstName: null,
  lastName: null,
  description: null,
  phoneNumber: null,
  roles: [Role.user],
  language: 'en',
  subscription: DEFAULT_SUBSCRIPTION,
  isActive: true,
  clientId: null,
  organizationId: null,
  lat: null,
  lng: null,
  twoFaEnabled: false,
  showOnlyAdmin: false,
  streamingEnabled: false,
  listeningEnabled: false,
  publicAlertEnabled: false,
  subscribeToReleaseNotes: false,
  alertCentralEnabled: false,
  showUserLocationToNetworkAdmins: false,
};

/**
 * The memberships a user's role and clients call for: the affiliated client (an admin membership for
 * client-admins and multi-client-admins), and a multi-client-admin's clients (admin memberships).
 */
function wantedMemberships(w: UserWrite, clients: number[]): Map<number, boolean> {
  const wanted = new Map<number, boolean>();
  if (w.roles.includes(Role.multiClientAdmin)) for (const c of clients) wanted.set(c, true);
  if (w.clientId !== null)
    wanted.set(
      w.clientId,
      w.roles.some((r) => CLIENT_ADMIN_ROLES.includes(r)),
    );
  return wanted;
}

export const userFailed = (fields: FieldErrors) => badRequest('The user is not valid', fields);
const emailExists = () => userFailed({ email: 'EMAIL_EXISTS' });

export class UsersService {
  private readonly repo: UsersRepository;

  constructor(
    private readonly db: Db,
    private readonly mailer?: Mailer,
  ) {
    this.repo = new UsersRepository(db);
  }

  /** The user in scope (404 otherwise) with the caller's scope and what the policy reads of the user. */
  private async open(caller: Caller, id: number) {
    const scope = await scopeOf(this.db, caller);
    const row = await this.repo.findFull(id, scope, caller.id);
    if (!row) throw notFound('User not found');
    const facts = factsOf(row, isContained(scope, await reachOfUser(this.db, id)));
    return { row, scope, facts };
  }

  /** The user opened for a write on its account: 403 (with the reason) when the caller may not change it. */
  private async openForEdit(caller: Caller, id: number) {
    const opened = await this.open(caller, id);
    const refusal = userWriteRefusal(caller, opened.facts);
    if (refusal) throw refusal;
    return opened;
  }

  async get(caller: Caller, id: number) {
    const { row, scope, facts } = await this.open(caller, id);
    return toUser(row, caller, scope, await this.repo.adminClients(id), facts);
  }

  async list(caller: Caller, query: UserListQuery) {
    const scope = await scopeOf(this.db, caller);
    const { rows, total } = await this.repo.list(scope, query);
    return { items: rows.map((r) => toUserRow(r, scope)), total };
  }

  async search(caller: Caller, query: UserSearch) {
    return this.repo.search(await scopeOf(this.db, caller), query);
  }

  generatePassword() {
    return { password: generatePassword() };
  }

  async create(caller: Caller, input: UserInput) {
    const scope = await scopeOf(this.db, caller);
    const w = merge(NEW_USER, input);
    const clients = [...new Set(input.clients ?? [])];
    const networks = [...new Set(input.networks ?? [])];
    const errors = validateUserFields(w, mayLeaveClientEmpty(caller));
    const role = roleGrantError(caller, null, w.roles);
    if (role) errors.roles = role;
    await this.checkReferences(scope, w, clients, networks, errors);
    if (input.organizationId !== undefined && input.organizationId !== null) {
      if (!isAdmin(caller)) errors.organizationId = 'NOT_ALLOWED';
      else if (!(await this.repo.organizationExists(input.organizationId))) errors.organizationId = 'NOT_FOUND';
      else w.organizationId = input.organizationId;
    }
    if (w.organizationId === null && w.clientId !== null && !errors.clientId)
      w.organizationId = await this.repo.clientOrganization(w.clientId);
    // an organization-admin's user without a client is its organization's, inside its scope
    if (w.organizationId === null && w.clientId === null && !isAdmin(caller) && caller.organizationIds.length === 1)
      w.organizationId = caller.organizationIds[0]!;
    if (!errors.email) {
      const taken = await this.repo.emailConflict(scope, w.email);
      if (taken) errors.email = taken;
    }
    if (Object.keys(errors).length) throw userFailed(errors);

    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const id = await this.write(async (tx) => {
      const repo = new UsersRepository(tx);
      const id = await repo.insert(w, passwordHash);
      const wanted = wantedMemberships(w, clients);
      await repo.syncMemberships(id, wanted, []);
      await repo.addNetworks(id, networks);
      await recordAction(tx, {
        entityType: 'user',
        entityId: id,
        action: 'create',
        actorId: caller.id,
        after: auditFields(w, [...wanted.keys()], networks),
        clientIds: [...wanted.keys()],
        organizationId: w.organizationId,
      });
      // Last step of the transaction: a mail the server does not take (503 MAIL_UNAVAILABLE) leaves no user behind.
      if (this.mailer) await sendNow(this.mailer, welcomeMail(w.email, w.language, password));
      return id;
    });
    return this.get(caller, id);
  }

  async update(caller: Caller, id: number, input: UserInput) {
    const { row, scope } = await this.openForEdit(caller, id);
    const before = writeOf(row);
    const w = merge(before, input);
    const memberships = await this.repo.memberships(id);
    const adminClients = row.roles.includes(Role.multiClientAdmin)
      ? memberships.filter((m) => m.is_admin).map((m) => m.client_id)
      : [];
    // A client the caller cannot see is kept as it is (the caller's answers never named it).
    if (!isAdmin(caller) && input.clientId == null && !visibleClient(scope, row.client_id)) w.clientId = row.client_id;
    const errors = validateUserFields(w, mayLeaveClientEmpty(caller), before.phoneNumber);
    const role = roleGrantError(caller, row.roles, w.roles);
    if (role) errors.roles = role;
    if (w.subscription !== row.subscription && !canChangeSubscription(caller)) errors.subscription = 'NOT_ALLOWED';
    const saml = input.samlEnabled ?? row.saml_enabled;
    if (saml !== row.saml_enabled && id === caller.id) errors.samlEnabled = 'NOT_ALLOWED';
    else if (saml && !row.saml_enabled && !(await this.repo.hasIdentityProvider(w.organizationId)))
      errors.samlEnabled = 'SSO_NOT_CONFIGURED';
    let clients = adminClients;
    if (input.clients) {
      const sent = [...new Set(input.clients)];
      if (canChangeUserClients(caller)) clients = sent;
      else if (
        !sameSet(
          sent,
          adminClients.filter((c) => visibleClient(scope, c)),
        )
      )
        errors.clients = 'NOT_ALLOWED';
    }
    const newClients = clients.filter((c) => !adminClients.includes(c));
    if (w.clientId !== row.client_id) {
      if (w.clientId !== null && !errors.clientId && !(await this.repo.clientsInScope(scope, [w.clientId])).length)
        errors.clientId = 'NOT_FOUND';
      if (row.client_id !== null && !visibleClient(scope, row.client_id)) errors.clientId = 'NOT_ALLOWED';
    }
    if (newClients.length && (await this.repo.clientsInScope(scope, newClients)).length !== newClients.length)
      errors.clients = 'NOT_FOUND';
    if (input.organizationId !== undefined && input.organizationId !== row.organization_id) {
      if (!isAdmin(caller)) errors.organizationId = 'NOT_ALLOWED';
      else if (input.organizationId !== null && !(await this.repo.organizationExists(input.organizationId)))
        errors.organizationId = 'NOT_FOUND';
      else w.organizationId = input.organizationId;
    } else if (w.clientId !== row.client_id && w.clientId !== null && !errors.clientId) {
      w.organizationId = (await this.repo.clientOrganization(w.clientId)) ?? w.organizationId;
    }
    if (!errors.email && w.email.toLowerCase() !== row.email.toLowerCase()) {
      const taken = await this.repo.emailConflict(scope, w.email, id);
      if (taken) errors.email = taken;
    }
    if (Object.keys(errors).length) throw userFailed(errors);

    await this.write(async (tx) => {
      const repo = new UsersRepository(tx);
      await repo.update(id, w);
      if (saml !== row.saml_enabled) await repo.setSingleSignOn(id, saml);
      const wanted = wantedMemberships(w, clients);
      const remove = [...adminClients, ...(row.client_id !== null ? [row.client_id] : [])];
      await repo.syncMemberships(id, wanted, remove);
      const after = await repo.memberships(id);
      await recordAction(tx, {
        entityType: 'user',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: { ...auditFields(before, adminClients), samlEnabled: row.saml_enabled },
        after: { ...auditFields(w, w.roles.includes(Role.multiClientAdmin) ? clients : []), samlEnabled: saml },
        clientIds: [...memberships, ...after].map((m) => m.client_id),
        organizationId: w.organizationId ?? row.organization_id,
      });
    });
    return this.get(caller, id);
  }

  async delete(caller: Caller, id: number): Promise<void> {
    const { row, facts } = await this.open(caller, id);
    if (!isAdmin(caller)) throw forbidden('Only an admin deletes users');
    if (id === caller.id) throw new AppError(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account');
    if (!canDeleteUser(caller, facts)) throw notFound('User not found');
    const memberships = await this.repo.memberships(id);
    await this.db.transaction(async (tx) => {
      await new UsersRepository(tx).softDelete(id);
      await recordAction(tx, {
        entityType: 'user',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: auditFields(
          writeOf(row),
          memberships.map((m) => m.client_id),
        ),
        after: { deactivated: true },
        clientIds: memberships.map((m) => m.client_id),
        organizationId: row.organization_id,
      });
    });
  }

  async resetPassword(caller: Caller, id: number, password: string): Promise<void> {
    const problem = validatePassword(password);
    if (problem) throw userFailed({ password: problem });
    const { row } = await this.openForEdit(caller, id);
    if (row.saml_enabled)
      throw new AppError(409, 'SSO_USER', 'This user signs in with single sign-on and has no password');
    const passwordHash = await hashPassword(password);
    const memberships = await this.repo.memberships(id);
    await this.db.transaction(async (tx) => {
      const repo = new UsersRepository(tx);
      await repo.setPassword(id, passwordHash);
      await repo.revokeSessions(id);
      await recordAction(tx, {
        entityType: 'user',
        entityId: id,
        action: 'resetPassword',
        actorId: caller.id,
        clientIds: memberships.map((m) => m.client_id),
        organizationId: row.organization_id,
      });
      // Last step: without the mail (503 MAIL_UNAVAILABLE) the old password and the sessions stay as they were.
      if (this.mailer) await sendNow(this.mailer, passwordResetMail(row.email, row.language, password));
    });
  }

  /** Client, clients and networks of a new user must be in the caller's scope. */
  private async checkReferences(scope: Scope, w: UserWrite, clients: number[], networks: number[], e: FieldErrors) {
    if (w.clientId !== null && !(await this.repo.clientsInScope(scope, [w.clientId])).length) e.clientId = 'NOT_FOUND';
    if (clients.length && (await this.repo.clientsInScope(scope, clients)).length !== clients.length)
      e.clients = 'NOT_FOUND';
    if (networks.length && (await this.repo.networksInScope(scope, networks)).length !== networks.length)
      e.networks = 'NOT_FOUND';
  }

  /** A write transaction; two saves racing for one e-mail end in the same field error. */
  private async write<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (err) {
      if (isEmailUniqueViolation(err)) throw emailExists();
      throw err;
    }
  }
}

/** Whether the caller may see the console's user area at all (console roles). */
export const isConsoleCaller = (caller: Caller) =>
  hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin);
