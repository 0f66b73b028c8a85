/** The client screens' operations as the web app sends them; shared by the tests and the benchmark. */

export const CLIENT_LIST = /* GraphQL */ `
  query ClientList($first: Int, $after: String, $orderBy: ClientOrder, $search: String) {
    clients(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          contactName
          contactEmail
          createdAt
          userCount
          deviceCount
          networkCount
          displayed
          organization {
            id
            name
          }
          viewerCan {
            edit
            delete
            addExistingUsers
            addExistingNetworks
            saveSaml
            changeDisplay
          }
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;

export const CLIENT_DETAIL = /* GraphQL */ `
  query ClientDetail($id: ID!) {
    node(id: $id) {
      __typename
      ... on Client {
        id
        name
        contactName
        contactEmail
        contactPhone
        alarmCentralPhone
        description
        createdAt
        latitude
        longitude
        userCount
        deviceCount
        networkCount
        organization {
          id
          name
        }
        viewerCan {
          edit
          delete
          addExistingUsers
          addExistingNetworks
          saveSaml
          changeDisplay
        }
        networkSummary {
          open
          public
          private
        }
        subscriptionSummary {
          tier
          count
        }
        users(first: 50) {
          totalCount
          edges {
            node {
              user {
                id
                displayName
                email
              }
              isAdmin
              status
              memberType
              isMultiClientAdmin
              added
            }
          }
        }
        networks(first: 50) {
          totalCount
          edges {
            node {
              network {
                id
                name
                type
                address
              }
              added
              integrationStatuses
              integrationStatus
            }
          }
        }
        devices(first: 50) {
          totalCount
          edges {
            node {
              id
              name
              dalmId
              status
              isOnline
              relaysEnabled
            }
          }
        }
        policy {
          categories {
            category
            enforced
            disabled
            sound
            title
            publicRadius
            createPublicAlert
            meetingLink
            selectedUsers {
              id
              displayName
            }
            notifySelectedUsersOutsideOfRange {
              id
              displayName
            }
            selectedNetworks {
              id
              name
            }
            document {
              id
              name
            }
            deviceOutputControl {
              device {
                id
                name
              }
              outputCodes
            }
          }
        }
        multiAlerts(first: 50) {
          totalCount
          edges {
            node {
              id
              name
              draft
              alertCategory
              color
              sound
              selectedNetworks {
                id
                name
              }
              selectedUsers {
                id
                displayName
              }
            }
          }
        }
        alertScreen {
          category
          caption
          color
          iconUrl
        }
        samlSettings {
          samlMetadataUrl
          samlEmailDomains
          samlSelectedNetworks {
            id
            name
          }
        }
        notificationSettings {
          type
          email
          push
          sound
          recipients {
            clientAdmin
            clientUsers
            networkAdmin
            networkUsers
          }
        }
      }
    }
  }
`;

export const CLIENT_PAYLOAD_FIELDS = /* GraphQL */ `
  client { id name description userCount networkCount }
  errors { field code message }
`;

/** Every AlertPolicyCategoryInput field at its default (the state of a new client's policy). */
export function defaultPolicyCategory(category: string): Record<string, unknown> {
  return {
    category,
    enforced: false,
    overwriteAll: false,
    selectedUserIds: [],
    disabled: false,
    streamingEnabled: false,
    disableEscalation: false,
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    title: null,
    description: null,
    documentId: null,
    sound: 'UAN',
    instructions: null,
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: category === 'NETWORK_ALERT' ? null : false,
    publicRadiusEnabled: false,
    publicRadius: 100,
    selectedNetworkIds: [],
    selectedNetworksRadiusEnabled: false,
    selectedNetworksRadius: 100,
    notifySelectedUserIdsOutsideOfRange: [],
    enableDeviceOutputControl: category === 'SUMMON' ? null : false,
    deviceOutputControl: category === 'SUMMON' ? null : [],
    meetingLink: null,
  };
}

export const ALERT_CATEGORIES = ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'NETWORK_ALERT', 'SAFE_ASSIST', 'SUMMON'];
