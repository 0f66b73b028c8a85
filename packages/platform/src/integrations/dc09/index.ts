export * from './frame.js';
export * from './parse.js';
export * from './receiver.js';
export * from './sender.js';
