import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/** Where the page is and how to move it, for code outside React (the 401 handler). */
export interface Navigation {
  pathname: string;
  navigate: NavigateFunction | null;
}

export function createNavigation(): Navigation {
  return { pathname: typeof window === 'undefined' ? '/' : window.location.pathname, navigate: null };
}

/** Keeps a Navigation up to date from inside the router. Renders nothing. */
export function NavigationBridge({ navigation }: { navigation: Navigation }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigation.navigate = navigate;
    navigation.pathname = pathname;
  }, [navigation, navigate, pathname]);
  return null;
}
