// Structured logs (pino); tests pass a silent one.
import pino from 'pino';

export type Logger = pino.Logger;

export const createLogger = (level = 'info'): Logger =>
  pino({ level, redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passwordHash'] });
