import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 2.5;
const KEY_STEP_PX = 60;
const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms by `factor` keeping the point (px, py) of the viewport where it is. */
function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

/**
 * Pan and zoom of a drawing in a viewport: drag with a mouse, a finger or a pen; pinch with two
 * fingers; the wheel zooms where the pointer is; on the keyboard, the arrows move, + and - zoom,
 * 0 centres again. `centre` is where the view starts and comes back to.
 */
export function usePanZoom(viewport: RefObject<HTMLElement | null>, centre: () => View) {
  const [view, setView] = useState<View>(centre);
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const reset = useCallback(() => setView(centre()), [centre]);
  const zoomBy = useCallback(
    (factor: number) => {
      const box = viewport.current?.getBoundingClientRect();
      setView((current) => zoomAt(current, factor, (box?.width ?? 0) / 2, (box?.height ?? 0) / 2));
    },
    [viewport],
  );

  // The wheel is listened to directly: React's wheel handler is passive, and the page must not scroll.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      setView((current) => zoomAt(current, Math.exp(-event.deltaY / 400), event.clientX - box.left, event.clientY - box.top));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const onPointerDown = (event: PointerEvent) => {
    // A press on a person (a button) stays a press: only the background drags.
    if ((event.target as Element).closest('[data-tree-action]')) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    const known = pointers.current;
    const before = known.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    if (known.size === 1) {
      setView((current) => ({ ...current, x: current.x + now.x - before.x, y: current.y + now.y - before.y }));
    } else if (known.size === 2) {
      const other = [...known.entries()].find(([id]) => id !== event.pointerId)![1];
      const apart = (a: { x: number; y: number }) => Math.hypot(a.x - other.x, a.y - other.y) || 1;
      const box = (event.currentTarget as Element).getBoundingClientRect();
      setView((current) => zoomAt(current, apart(now) / apart(before), (now.x + other.x) / 2 - box.left, (now.y + other.y) / 2 - box.top));
    }
    known.set(event.pointerId, now);
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const move = (dx: number, dy: number) => setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(KEY_STEP_PX, 0),
      ArrowRight: () => move(-KEY_STEP_PX, 0),
      ArrowUp: () => move(0, KEY_STEP_PX),
      ArrowDown: () => move(0, -KEY_STEP_PX),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': reset,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return {
    view,
    setView,
    reset,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
