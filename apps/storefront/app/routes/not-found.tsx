import { data } from 'react-router';
import { Component } from '../../src/routes/not-found.tsx';

/** Any path that is not a page: the not-found panel, answered 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default Component;
