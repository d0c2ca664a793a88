import { useEffect, type RefObject } from 'react';

/**
 * antd's number field names its two step buttons itself, in English only ("Increase Value",
 * @rc-component/input-number), and takes no words for them: they are named again in the page's
 * language after each render (React leaves an attribute it set alone while its own value stays),
 * their arrows hidden from screen readers.
 */
export function useNumberStepNames(box: RefObject<HTMLElement | null>, up: string, down: string) {
  useEffect(() => {
    for (const [action, name] of [['up', up], ['down', down]] as const) {
      const step = box.current?.querySelector(`.ant-input-number-action-${action}`);
      step?.setAttribute('aria-label', name);
      // Its arrow's own English name ("up") says nothing the step's name does not.
      for (const icon of step?.querySelectorAll('[role="img"]') ?? []) icon.setAttribute('aria-hidden', 'true');
    }
  });
}
