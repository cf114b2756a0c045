import { hasLanded } from './coming-soon-screens'

/**
 * The public screens a site may open on (settings.homepage_route_name, spec 02 §3), those that
 * exist: the admin's homepage settings offer them, and a visitor arriving at / is taken there.
 */
const ROUTES = [
  { value: 'home', label: 'Home', path: '/' },
  { value: 'feed', label: 'Feed', path: '/feed' },
  { value: 'events', label: 'Events', path: '/events' },
  { value: 'forum', label: 'Forum', path: '/forum' },
  { value: 'members', label: 'Members', path: '/members' },
  { value: 'news', label: 'News', path: '/news' },
  { value: 'resources', label: 'Resources', path: '/resources' },
]

// A function, not a constant filtered at load: this module is evaluated with the entry chunk,
// before the chunk that defines hasLanded may have run.
export const homepageRoutes = () => ROUTES.filter((route) => hasLanded(route.path))

/** Where a visitor arriving at / goes instead, or null to stay on the home page. */
export const homepageRedirect = (routeName: string | undefined) => {
  const route = homepageRoutes().find((r) => r.value === routeName)
  return route && route.path !== '/' ? route.path : null
}
