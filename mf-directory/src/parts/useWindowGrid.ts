import { useCallback, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { BREAKPOINTS, DIRECTORY_CARD_HEIGHT_PX, DIRECTORY_PHONE_CARD_HEIGHT_PX } from 'shared-contracts';

/** Space between cards, across and down (px). */
export const CARD_GAP_PX = 16;
/** From the top of one row of cards to the top of the next, in the grid of 2 and 3. */
export const ROW_STRIDE_PX = DIRECTORY_CARD_HEIGHT_PX + CARD_GAP_PX;

/** A card's height: the spec's 333 px in the grid of 2 and 3 columns; compact in a phone's single column. */
const cardHeightFor = (columns: number): number => (columns === 1 ? DIRECTORY_PHONE_CARD_HEIGHT_PX : DIRECTORY_CARD_HEIGHT_PX);
export const rowStrideFor = (columns: number): number => cardHeightFor(columns) + CARD_GAP_PX;
/** Rows rendered beyond each edge of the viewport, so fast scrolling never shows a gap. */
const OVERSCAN_ROWS = 2;

/** 1 card per row below 600 px, 2 from 600 px, 3 from 900 px (the spec's sm and md). */
export function columnsForWidth(width: number): 1 | 2 | 3 {
  if (width < BREAKPOINTS.sm) return 1;
  if (width < BREAKPOINTS.md) return 2;
  return 3;
}

interface RowRange {
  /** First and last row to render (inclusive; `last` may run past the end of the list). */
  first: number;
  last: number;
}

/**
 * The rows of a grid that touch the viewport (plus the overscan), from where the grid's top
 * edge is relative to the viewport. Rows have a fixed stride, so no card is measured.
 */
export function visibleRows(gridTop: number, viewportHeight: number, stride = ROW_STRIDE_PX, overscan = OVERSCAN_ROWS): RowRange {
  const from = -gridTop;
  const to = from + viewportHeight;
  const first = Math.max(0, Math.floor(from / stride) - overscan);
  const last = Math.max(first, Math.ceil(to / stride) - 1 + overscan);
  return { first, last };
}

/**
 * Where card `index` sits in a grid of `columns` (percentages of the grid's width), from the
 * grid's start: its left, or its right when the page reads right to left.
 */
export function slotStyle(index: number, columns: number, rtl = false): CSSProperties {
  const row = Math.floor(index / columns);
  const column = index % columns;
  const width = `((100% - ${(columns - 1) * CARD_GAP_PX}px) / ${columns})`;
  return {
    top: row * rowStrideFor(columns),
    [rtl ? 'right' : 'left']: column === 0 ? 0 : `calc(${width} * ${column} + ${column * CARD_GAP_PX}px)`,
    width: `calc${width}`,
    height: cardHeightFor(columns),
  };
}

const windowWidth = () => (typeof window === 'undefined' ? BREAKPOINTS.lg : window.innerWidth);
const windowHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight);

/**
 * Window-scrolled virtual grid: how many columns the width allows and which rows are near
 * the viewport. Re-measured (at most once a frame) on scroll and resize.
 */
export function useWindowGrid(gridRef: RefObject<HTMLElement | null>) {
  const [columns, setColumns] = useState(() => columnsForWidth(windowWidth()));
  const [range, setRange] = useState<RowRange>(() => visibleRows(0, windowHeight(), rowStrideFor(columnsForWidth(windowWidth()))));

  const measure = useCallback(() => {
    const now = columnsForWidth(windowWidth());
    setColumns(now);
    const grid = gridRef.current;
    if (!grid) return;
    const next = visibleRows(grid.getBoundingClientRect().top, windowHeight(), rowStrideFor(now));
    setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next));
  }, [gridRef]);

  useLayoutEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  // Measured once when the grid appears; after that only scrolling and resizing move it. A
  // new search result does not: the rows are counted from the grid's top, which stays put,
  // and a page that gets shorter scrolls back with a scroll event of its own. (Measuring on
  // every keystroke would force a synchronous layout of the page each time.)
  useLayoutEffect(measure, [measure]);

  return { columns, range };
}
