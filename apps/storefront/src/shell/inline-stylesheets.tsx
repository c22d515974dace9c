// React Router's <Links/> with the page's stylesheets sent inside the document (decision 124). A shopper who comes
// from a shared link has none of them cached, and each one is a request the first paint waits for (on a phone's
// connection, a round trip or two). The server puts the text of each built stylesheet in a <style data-href>
// where React Router would link it; the browser hydrates that element with the text it already has, and
// stylesheets that later navigations need are linked as React Router links them.
import { Fragment, cloneElement, createContext, useContext, type ReactElement } from 'react';
import { Links } from 'react-router';
import { elementsOf, type ElementProps } from './element-tree.ts';

/** The text of a built stylesheet from its URL path, on the server; undefined when it is not one to inline. */
export type StylesheetText = (href: string) => string | undefined;

/** How the server reads its stylesheets (entry.server.tsx); nothing is inlined without it. */
export const StylesheetTextContext = createContext<StylesheetText | undefined>(undefined);

const INLINED_HREF_ATTRIBUTE = 'data-href';

/**
 * What the browser was served: the text of each stylesheet inlined in the document, read once (only the server
 * inlines) and kept for later renders, also after React has removed an element on a navigation.
 */
let servedStylesheets: Map<string, string> | undefined;

function servedText(href: string): string | undefined {
  servedStylesheets ??= new Map(
    [...document.querySelectorAll<HTMLStyleElement>(`style[${INLINED_HREF_ATTRIBUTE}]`)].map((style) => [
      style.getAttribute(INLINED_HREF_ATTRIBUTE)!,
      style.textContent,
    ]),
  );
  return servedStylesheets.get(href);
}

const isStylesheet = (element: ReactElement<ElementProps>) =>
  element.type === 'link' && element.props.rel === 'stylesheet' && typeof element.props.href === 'string';

export function InlineStylesheets() {
  const serverText = useContext(StylesheetTextContext);
  const elements = elementsOf(Links({}));
  return elements.map((element, index) => {
    const href = isStylesheet(element) ? element.props.href! : undefined;
    const text = href && (import.meta.env.SSR ? serverText?.(href) : servedText(href));
    if (!href || text === undefined) return cloneElement(element, { key: element.key ?? index });
    // React Router looks for a route's stylesheets as links before it shows the route, and fetches (and waits for)
    // those it does not find: the link stays, disabled, so it is found and never fetched.
    return (
      <Fragment key={href}>
        <style {...{ [INLINED_HREF_ATTRIBUTE]: href }} dangerouslySetInnerHTML={{ __html: text }} />
        {/* `disabled` is HTML's, not in React's types for <link>. */}
        <link rel="stylesheet" href={href} {...{ disabled: true }} />
      </Fragment>
    );
  });
}
