/** The dashboard operation; shared by the tests and the benchmark. */

// The dashboard screen's single request. Aliases repeat fields on purpose: repeats must not cost calls.
export const DASHBOARD = /* GraphQL */ `
  query Dashboard($today: Date!) {
    viewer {
      id
      displayName
      email
      roles
      subscription
      createdAt
    }
    again: viewer {
      id
      displayName
    }
    statistics {
      counts {
        users
        clients
        devices
        networks
        incidents
        comments
        integrations
      }
      history {
        timestamp
        users
        incidents
      }
      sameHistory: history(range: YEAR_1) {
        timestamp
      }
      hourly(date: $today) {
        hour
        timestamp
        incidents
      }
      subscriptions {
        tier
        count
      }
      incidentStatus {
        unconfirmed
        ongoing
        confirmed
        finalized
      }
    }
    heartbeats {
      name
      status
      ok
    }
    serverVersion
    unreadReleaseNoteCount
    latestAppVersions {
      os
      version
    }
    incidents(first: 10) {
      edges {
        cursor
        node {
          id
          status
          kind
          name
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
