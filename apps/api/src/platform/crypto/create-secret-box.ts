import type { Config } from '../config/env.ts';
import { SecretBox } from './secret-box.ts';

/** The process's secret box, from CREDENTIALS_KEY; refuses when production runs without one. */
export function createSecretBox(config: Pick<Config, 'credentialsKeys'>): SecretBox {
  if (!config.credentialsKeys)
    throw new Error('CREDENTIALS_KEY is not set: stored credentials can be neither sealed nor opened');
  return new SecretBox(config.credentialsKeys);
}
