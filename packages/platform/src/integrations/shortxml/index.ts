import { DeliveryFailed, type AttemptReport, type Backoff, type Delivered } from '../dc09/index.js';

/**
 * The short-XML alarm sender's interface, written with the contract (session 4) so the outbox can dispatch
 * to it; the shortxml engineer replaces this file's body (format, sender, receiver) and keeps these names.
 */
export interface ShortXmlTarget {
  host: string;
  port: number;
  /** Authentication (the integration's pin). */
  pin: string;
  /** Transmitter code (the integration's uid). */
  uid: string;
}

export interface ShortXmlAlarm {
  /** The outbox event's id: the receiver's de-duplication key, the same on every resend. */
  reference: string;
  /** Two-letter SIA code (the integration's sia_code_* for the event). */
  code: string;
  /** The event's text for the operator (incident kind and name, or the device's name). */
  text: string;
  /** Optional details. */
  address?: string;
  lat?: number;
  lng?: number;
  /** When the event happened. */
  at: Date;
}

export interface ShortXmlOptions {
  timeoutMs?: number;
  retries?: number;
  backoff?: Backoff;
  onAttempt?: (report: AttemptReport) => void | Promise<void>;
}

/** Resolves on the receiver's positive acknowledgement; rejects with DeliveryFailed as dc09's deliver(). */
export async function deliverShortXml(
  alarm: ShortXmlAlarm,
  target: ShortXmlTarget,
  options: ShortXmlOptions = {},
): Promise<Delivered> {
  void alarm;
  void target;
  void options;
  throw new DeliveryFailed('invalid', 0, [], 0);
}
