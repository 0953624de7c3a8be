import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../test/render';
import { ImageCarousel } from './image-carousel';

const SLIDES = [
  { src: '/art/one.svg', alt: 'First offer' },
  { src: '/art/two.svg', alt: 'Second offer', caption: 'Fixed monthly payments' },
  { src: '/art/three.svg', alt: 'Third offer' },
];

function slideLabels(region: HTMLElement): Array<string | null> {
  return [...region.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.getAttribute('aria-label'));
}

describe('ImageCarousel', () => {
  it('is a named carousel region with every image, its alt text, controls and labelled slides', async () => {
    await renderWithProviders(<ImageCarousel slides={SLIDES} intervalMs={3000} label="Why borrow with us" />);
    const region = screen.getByRole('region', { name: 'Why borrow with us' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'First offer',
      'Second offer',
      'Third offer',
    ]);
    expect(screen.getByText('Fixed monthly payments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    // The dots follow embla's measured snap points, which jsdom cannot lay out; the browser tests see them.
    expect(slideLabels(region)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('drops an image that fails to load (SPEC section 8)', async () => {
    await renderWithProviders(<ImageCarousel slides={SLIDES} intervalMs={3000} label="Offers" />);
    fireEvent.error(screen.getByRole('img', { name: 'Second offer' }));
    expect(screen.queryByRole('img', { name: 'Second offer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(slideLabels(screen.getByRole('region', { name: 'Offers' }))).toEqual(['1 of 2', '2 of 2']);
  });

  it('disappears when no image loads', async () => {
    await renderWithProviders(<ImageCarousel slides={SLIDES.slice(0, 1)} intervalMs={3000} label="Offers" />);
    fireEvent.error(screen.getByRole('img', { name: 'First offer' }));
    expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument();
  });
});
