// The document React Router's own components make: head with Meta and Links, body with the page and Scripts.
import { createElement, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

export function Layout({ children }: { children: ReactNode }) {
  return createElement(
    'html',
    { lang: 'bn' },
    createElement('head', null, createElement('meta', { charSet: 'utf-8' }), createElement(Meta), createElement(Links)),
    createElement('body', null, children, createElement(Scripts)),
  );
}

export default function App() {
  return createElement(Outlet);
}
