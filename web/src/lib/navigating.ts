/**
 * Whether the router is on its way to another page: set from the router's state, read without a
 * render. Work that would only delay the next page (a long page mounting its parts in steps) waits
 * while it is true (decision 234).
 */
let navigating = false;

/** The router's navigation state changed. */
export function setNavigating(value: boolean): void {
  navigating = value;
}

/** Whether a navigation is under way. */
export function isNavigating(): boolean {
  return navigating;
}
