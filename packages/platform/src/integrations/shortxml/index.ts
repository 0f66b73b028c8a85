/**
 * The short-XML alarm sender (shortxml integrations): the Nordic SOS Access v4 `<alarmrequest>` over TCP.
 * Format and framing: docs/integrations.md. The outbox imports deliverShortXml, ShortXmlAlarm,
 * ShortXmlTarget and ShortXmlOptions from here.
 */
export * from './format.js';
export * from './receiver.js';
export * from './sender.js';
