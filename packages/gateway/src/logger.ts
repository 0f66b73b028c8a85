export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[gateway] ${message}`),
  warn: (message) => console.warn(`[gateway] ${message}`),
  error: (message) => console.error(`[gateway] ${message}`),
};
