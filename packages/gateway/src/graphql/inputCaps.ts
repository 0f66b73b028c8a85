/**
 * How long one list or one text in a request may be, checked before execution (inputLimits.ts). Keys are
 * schema coordinates: `Type.field(argument:)` for an argument, `InputType.field` for an input field.
 * Each figure is the platform's own limit for the same value (its JSON schema's maxItems or maxLength), so
 * the gateway refuses early only what the platform would refuse anyway; docs/security.md "Limits" lists them.
 */

/** Items of an ID list without a cap of its own, `nodes(ids:)` among them: each id can be a platform call. */
export const MAX_IDS = 100;
/** Items of any other list without a cap of its own. */
export const MAX_LIST_ITEMS = 1000;
/** Characters of a String or ID without a bound of its own: the platform's bound for free text in a body. */
export const MAX_TEXT_LENGTH = 10_000;

/**
 * Lists with a cap of their own: bulk operations and saved selections that the console sends whole, each
 * going to the platform in one request bounded by the same figure. They count against this cap, not the
 * operation's cost.
 */
export const LIST_CAPS: Readonly<Record<string, number>> = {
  // user import: rows (IMPORT_MAX_ROWS), each row's networks and the batch validation's lists (MAX_LIST)
  'UserImportInput.users': 1000,
  'UserImportRowInput.networkIds': 1000,
  'Query.userImportCheck(emails:)': 1000,
  'Query.userImportCheck(usernames:)': 1000,
  'Query.userImportCheck(networkNames:)': 1000,
  // reminders and app-update notices (MAX_RECEIVER_USERS, MAX_RECEIVER_CLIENTS)
  'NotificationReceiversInput.userIds': 10_000,
  'NotificationReceiversInput.clientIds': 1000,
  // saved selections, sent whole with every save (the platform's idList: 1000; 500 where it says so)
  'AlertPolicyCategoryInput.selectedUserIds': 1000,
  'AlertPolicyCategoryInput.selectedNetworkIds': 1000,
  'AlertPolicyCategoryInput.notifySelectedUserIdsOutsideOfRange': 1000,
  'DeviceOutputControlInput.outputCodes': 50,
  'MultiAlertInput.selectedUserIds': 1000,
  'MultiAlertInput.selectedNetworkIds': 1000,
  'MultiAlertInput.notifySelectedUserIdsOutsideOfRange': 1000,
  'NetworkSettingsInput.notifySelectedUsersOutsideOfRange': 1000,
  'ClientSamlSettingsInput.samlSelectedNetworkIds': 1000,
  'OrganizationSamlSettingsInput.samlEmailDomains': 50,
  'UserInput.clientIds': 1000,
  'UserInput.networkIds': 1000,
  'AlertCentralSettingInput.selectedNetworkIds': 500,
  'PressSettingInput.selectedNetworkIds': 500,
  'DocumentInput.clientIds': 500,
  'SetClientsDisplayInput.hide': 1000,
  'SetClientsDisplayInput.display': 1000,
  'SetOrganizationsDisplayInput.hide': 1000,
  'SetOrganizationsDisplayInput.display': 1000,
  // the incident summary report's filters
  'IncidentSummaryInput.clientIds': 1000,
  'IncidentSummaryInput.siaCodes': 200,
};

/** Arguments named so are searches: the platform takes at most 200 characters of `q`. */
export const SEARCH_ARGUMENTS: readonly string[] = ['search', 'query'];
export const MAX_SEARCH_LENGTH = 200;

/** Texts with a bound of their own (each item of a list of texts, for a list). */
export const TEXT_BOUNDS: Readonly<Record<string, number>> = {
  // the help center's FAQ search (the platform's faq q) and its rich-text answers (HTML)
  'Query.faq(search:)': 1000,
  'FaqQuestionInput.answer': 200_000,
  // sign-in (auth schemas: e-mail 320, password 1024)
  'LoginInput.email': 320,
  'LoginInput.password': 1024,
  'VerifyOneTimeCodeInput.email': 320,
  'VerifyOneTimeCodeInput.password': 1024,
  'StartSingleSignOnInput.email': 320,
  // users: the user body, the password reset (PASSWORD_MAX × 4), the e-mail check and the import
  'UserInput.email': 1000,
  'UserInput.username': 1000,
  'UserInput.firstName': 1000,
  'UserInput.lastName': 1000,
  'UserInput.phoneNumber': 100,
  'Mutation.resetUserPassword(password:)': 512,
  'Query.userEmailAvailable(email:)': 320,
  'Query.userImportCheck(emails:)': 320,
  'Query.userImportCheck(usernames:)': 200,
  'Query.userImportCheck(networkNames:)': 200,
  'UserImportRowInput.email': 320,
  'UserImportRowInput.username': 200,
  'UserImportRowInput.firstName': 200,
  'UserImportRowInput.lastName': 200,
  'UserImportRowInput.phoneNumber': 40,
  'UserImportInput.clientName': 1000,
  'IncidentSummaryInput.siaCodes': 10,
};
