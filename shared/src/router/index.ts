// @portal/shared/router: the one copy of react-router-dom on the page, and only the parts
// the portal uses. Shared through this entry instead of sharing react-router-dom itself:
// a shared package is never tree-shaken (all of react-router 7 is ~60 KB gzip), while a
// package reached only through this entry is, and there is still exactly one router
// context for the shell and every remote. See docs/adr/0007-router-through-shared.md.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
