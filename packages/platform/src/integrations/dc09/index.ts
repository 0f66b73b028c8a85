export * from './answer.js';
export * from './crypto.js';
export * from './frame.js';
export * from './parse.js';
export * from './receiver.js';
export * from './sender.js';
