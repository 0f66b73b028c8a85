export { LeasedSender, backoffMs, type LeasedSenderOptions, type QueueLog, type QueueTurn } from './leasedSender.js';
