import { render } from '@testing-library/react';
import { Button, Tag } from '.';

// A file of its own: the page's head outlives each test, and this one counts what is in it.
it('each control puts its own rules in the page once, however many of it render, and no others', () => {
  render(
    <>
      <Button>One</Button>
      <Button>Two</Button>
      <Tag>You</Tag>
    </>,
  );
  const sheets = [...document.head.querySelectorAll('style')];
  expect(sheets.filter((style) => style.textContent?.includes('.fn-button {'))).toHaveLength(1);
  expect(sheets.filter((style) => style.textContent?.includes('.fn-tag {'))).toHaveLength(1);
  expect(sheets.some((style) => style.textContent?.includes('.fn-switch {'))).toBe(false);
});
