export { INCIDENT_CHANNEL, IncidentEvents, type IncidentEvent, type IncidentListener } from './incidentEvents.js';
