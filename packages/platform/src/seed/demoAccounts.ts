/** The demo accounts the seed creates; README, gateway and e2e tests import this list. */
export const DEMO_PASSWORD = 'Vakt!demo1';

export interface DemoAccount {
  key: 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin' | 'twofa';
  id: number;
  email: string;
  password: string;
  roles: number[];
  firstName: string;
  lastName: string;
  twoFaEnabled: boolean;
  /** The profile language; the console offers to switch to it after sign-in. */
  language: 'en' | 'sv' | 'es';
  organizationId: number | null;
  /** Clients where the account is an admin member. */
  adminOfClientIds: number[];
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    id: 1,
    email: 'admin@vakt.test',
    password: DEMO_PASSWORD,
    roles: [13],
    firstName: 'Astrid',
    lastName: 'Admin',
    twoFaEnabled: false,
    language: 'en',
    organizationId: null,
    adminOfClientIds: [],
    description: 'Super admin: sees everything',
  },
  {
    key: 'orgadmin',
    id: 2,
    email: 'orgadmin@vakt.test',
    password: DEMO_PASSWORD,
    roles: [17],
    firstName: 'Olof',
    lastName: 'Orgadmin',
    twoFaEnabled: false,
    language: 'sv',
    organizationId: 1,
    adminOfClientIds: [],
    description: 'Organization admin of organization 1 and its clients',
  },
  {
    key: 'multiadmin',
    id: 3,
    email: 'multiadmin@vakt.test',
    password: DEMO_PASSWORD,
    roles: [16],
    firstName: 'Maja',
    lastName: 'Multiadmin',
    twoFaEnabled: false,
    language: 'en',
    organizationId: 1,
    adminOfClientIds: [1, 2, 5],
    description: 'Multi-client admin of three clients in two organizations',
  },
  {
    key: 'clientadmin',
    id: 4,
    email: 'clientadmin@vakt.test',
    password: DEMO_PASSWORD,
    roles: [14],
    firstName: 'Carl',
    lastName: 'Clientadmin',
    twoFaEnabled: false,
    language: 'en',
    organizationId: 1,
    adminOfClientIds: [2],
    description: 'Client admin of one client',
  },
  {
    key: 'twofa',
    id: 5,
    email: 'twofa@vakt.test',
    password: DEMO_PASSWORD,
    roles: [13],
    firstName: 'Tove',
    lastName: 'Twofactor',
    twoFaEnabled: true,
    language: 'en',
    organizationId: null,
    adminOfClientIds: [],
    description: 'Super admin with two-factor login (code by e-mail)',
  },
];

export const demoAccount = (key: DemoAccount['key']): DemoAccount => DEMO_ACCOUNTS.find((a) => a.key === key)!;
