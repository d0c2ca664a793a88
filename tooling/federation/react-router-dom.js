// The shared react-router-dom singleton, cut down to what the packages use: shared whole,
// react-router 7 (data routers, server rendering, cookies) costs every visitor 65 KB gzip.
// It re-exports from react-router itself (react-router-dom is only a re-export of it),
// which is not shared on its own, so nothing else may import 'react-router' directly.
// shell/src/federation/sharedFacades.test.ts keeps this list equal to what is imported.
export {
  Link,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
