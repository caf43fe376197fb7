/**
 * @rescue-admin/map/testing — what jsdom lacks for a Leaflet map; call `installMapLayout()` once
 * in a test setup file.
 * - Layout: every element is 0 × 0 px, so a map would see no area and draw no marker. Leaflet's
 *   containers get a size (800 × 600 px unless told otherwise).
 * - jsdom has PointerEvent, so Leaflet takes it for a touch device, and user-event's clicks
 *   carry no `pointerType`: two quick clicks (a marker, then its popup's button) would count as
 *   a touch double tap, whose position jsdom cannot compute. Leaflet's touch emulation is off
 *   (`L_NO_TOUCH`, read when Leaflet is first imported — so call this before).
 */
export function installMapLayout(size: { width: number; height: number } = { width: 800, height: 600 }): void {
  const isMap = (element: Element) => element.classList.contains('leaflet-container');
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isMap(this) ? size.width : (width?.get?.call(this) ?? 0);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isMap(this) ? size.height : (height?.get?.call(this) ?? 0);
    },
  });
  // Read by Leaflet when it is first imported: call this before (test setup files run first).
  (window as unknown as { L_NO_TOUCH: boolean }).L_NO_TOUCH = true;
}
