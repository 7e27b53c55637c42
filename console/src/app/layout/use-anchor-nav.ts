import { useNavigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The landing's sections load after the hero, so the target may need a moment to exist. */
function scrollWhenPresent(id: string, triesLeft = 30) {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  if (triesLeft > 0) setTimeout(() => scrollWhenPresent(id, triesLeft - 1), 100);
}

/**
 * Anchor links of the anonymous navigation (product-spec §2): on the landing they scroll; from any
 * other route they navigate to / first and scroll after 100 ms.
 */
export function useAnchorNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (id: string) => {
    if (pathname === paths.home.path) {
      scrollWhenPresent(id);
      return;
    }
    navigate(paths.home.path);
    setTimeout(() => scrollWhenPresent(id), 100);
  };
}
