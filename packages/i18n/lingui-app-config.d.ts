import type { LinguiConfig } from '@lingui/conf';

export function appLinguiConfig(): LinguiConfig;
