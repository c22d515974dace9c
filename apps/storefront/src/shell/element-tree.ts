import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The props this app reads from React Router's rendered elements. */
export interface ElementProps {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
}

/** The elements of a rendered tree, fragments flattened (what <Scripts/> and <Links/> return). */
export function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<ElementProps>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node];
}
