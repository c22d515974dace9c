import { base } from '@haat/lint';

export default base({ node: true });
