// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, type RouteObject, useNavigate, useParams, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoutesByPath } from '../../../src/app/useRoutesByPath';

afterEach(cleanup);

let renders = 0;
let go: (to: string) => void = () => {};
function Item() {
  renders++;
  const { id } = useParams();
  return (
    <p>
      item {id} <Link to="more">more</Link>
    </p>
  );
}
function Layout() {
  go = useNavigate();
  return <Outlet />;
}
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: 'items/:id', element: <Item /> },
      { path: 'other', element: <p>other</p> },
    ],
  },
];

function ByPath() {
  return useRoutesByPath(routes);
}
function Plain() {
  return useRoutes(routes);
}
const open = (Routes: () => React.ReactNode, at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes />
    </MemoryRouter>,
  );

describe('the routes, matched once per path', () => {
  it('a change of the query alone does not render the screen again (useRoutes did)', () => {
    open(ByPath, '/items/a1');
    expect(renders).toBe(1);
    act(() => go('/items/a1?achievement=p1'));
    expect(renders).toBe(1);
    renders = 0;
    cleanup();
    open(Plain, '/items/a1');
    act(() => go('/items/a1?achievement=p1'));
    expect(renders).toBe(2);
  });

  it('renders what useRoutes renders: the params decoded, a relative link resolved against the encoded path', () => {
    open(Plain, '/items/a%20b');
    const plain = [screen.getByText(/item/).textContent, screen.getByRole('link').getAttribute('href')];
    cleanup();
    open(ByPath, '/items/a%20b');
    expect([screen.getByText(/item/).textContent, screen.getByRole('link').getAttribute('href')]).toEqual(plain);
    expect(plain[0]).toBe('item a b more');
  });

  it('a new path renders its screen', () => {
    open(ByPath, '/items/a1');
    act(() => go('/other'));
    expect(screen.getByText('other')).toBeTruthy();
  });
});
