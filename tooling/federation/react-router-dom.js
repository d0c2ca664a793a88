// The shared react-router-dom singleton, cut down to what the packages use. The site uses
// the declarative routers (BrowserRouter + Routes): react-router 7's data routers cost
// every visitor another 16 KB gzip for loaders and actions the site does not have.
// It re-exports from react-router itself (react-router-dom is only a re-export of it),
// which is not shared on its own, so nothing else may import 'react-router' directly.
// shell/src/federation/sharedFacades.test.ts keeps this list equal to what is imported.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
