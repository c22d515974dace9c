import { base } from '@haat/lint';

export default base({ dir: import.meta.dirname, node: true });
