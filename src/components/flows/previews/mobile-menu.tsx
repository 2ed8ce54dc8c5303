export const experience =
  "Under 1024 px the header's hamburger opens the menu panel and closes it again, on a link, on Escape or on a route change; at desktop width the menu is the header's own row."
