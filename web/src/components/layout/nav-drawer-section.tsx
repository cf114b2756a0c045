import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/** An area's own navigation, shown first in the header's menu drawer while the area is open. */
export type NavDrawerSection = {
  /** The section's heading and its navigation's name ("Admin"). */
  label: string
  /** Its links; `close` shuts the drawer once one is followed. */
  render: (close: () => void) => ReactNode
}

const SectionContext = createContext<NavDrawerSection | null>(null)
const SetSectionContext = createContext<(section: NavDrawerSection | null) => void>(() => {})

/**
 * Holds the section an area lends the header, so a phone has one menu button: the header's, whose
 * drawer carries the area's links above the site's (issue 12: no double hamburger).
 */
export function NavDrawerSectionProvider({ children }: { children: ReactNode }) {
  const [section, setSection] = useState<NavDrawerSection | null>(null)
  return (
    <SetSectionContext.Provider value={setSection}>
      <SectionContext.Provider value={section}>{children}</SectionContext.Provider>
    </SetSectionContext.Provider>
  )
}

/** The section lent to the header's drawer, if an area has lent one. */
export const useNavDrawerSection = () => useContext(SectionContext)

/** Lends `section` to the header's drawer while the calling component is mounted; memoise it. */
export function useLendNavDrawerSection(section: NavDrawerSection) {
  const setSection = useContext(SetSectionContext)
  useEffect(() => {
    setSection(section)
    return () => setSection(null)
  }, [setSection, section])
}
