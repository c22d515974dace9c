import { base } from '@haat/lint';

export default base({ react: true, appDir: import.meta.dirname });
