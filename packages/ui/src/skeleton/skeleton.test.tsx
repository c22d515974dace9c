import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/render.tsx';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its size', () => {
    const { container } = renderWithI18n(<Skeleton shape="circle" width={48} height={48} />);
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.width).toBe('48px');
  });

  it('draws several text lines with a shorter last one', () => {
    const { container } = renderWithI18n(<Skeleton shape="text" lines={3} />);
    const lines = [...(container.firstElementChild?.children ?? [])] as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.style.width)).toEqual(['', '', '60%']);
  });

  it('gives each shape its own class', () => {
    const { container } = renderWithI18n(
      <>
        <Skeleton shape="block" />
        <Skeleton shape="text" />
        <Skeleton shape="circle" />
      </>,
    );
    const classes = new Set([...container.children].map((element) => element.className));
    expect(classes.size).toBe(3);
  });
});
