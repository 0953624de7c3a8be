import { Carousel } from '@mantine/carousel';
import { Box, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useRef, useState } from 'react';
import { useTexts } from '../lib/i18n';
import { componentTexts } from './texts';

/**
 * `overlay`: words drawn over the left part of the art, in the reader's
 * language, for art that carries none of its own (issue 28, item 7). The
 * image's alt says the same to a screen reader, so the overlay is hidden from it.
 */
export type CarouselSlide = { src: string; alt: string; caption?: string; overlay?: string };

/**
 * Auto-advancing images with previous/next controls and dots. Autoplay
 * pauses while the pointer or keyboard focus is on it, and stays off for
 * people who ask for reduced motion.
 */
export function ImageCarousel({
  slides,
  intervalMs,
  label,
  height,
}: {
  slides: readonly CarouselSlide[];
  intervalMs: number;
  /** Names the carousel region for screen readers. */
  label: string;
  height?: number;
}) {
  const reduceMotion = useReducedMotion();
  const t = useTexts(componentTexts);
  const autoplay = useRef(Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const visible = slides.filter((slide) => !failed.has(slide.src));
  if (visible.length === 0) return null;
  return (
    <Carousel
      aria-roledescription="carousel"
      aria-label={label}
      role="region"
      withIndicators
      withControls
      controlSize={28}
      controlsOffset={6}
      emblaOptions={{ loop: true }}
      plugins={reduceMotion ? [] : [autoplay.current]}
      height={height}
      previousControlProps={{ 'aria-label': t.previousSlide }}
      nextControlProps={{ 'aria-label': t.nextSlide }}
      getIndicatorProps={(index) => ({ 'aria-label': t.showSlide({ number: index + 1, count: visible.length }) })}
      styles={{ indicator: { width: 10, height: 10, border: '1px solid rgba(0,0,0,.35)' } }}
    >
      {visible.map((slide, index) => (
        <Carousel.Slide key={slide.src} aria-roledescription="slide" aria-label={t.slideOf({ number: index + 1, count: visible.length })}>
          <Box pos="relative">
            <Image
              src={slide.src}
              alt={slide.alt}
              h={height ?? 'auto'}
              fit={height ? 'cover' : 'contain'}
              radius="md"
              onError={() => setFailed((current) => new Set(current).add(slide.src))}
            />
            {slide.overlay ? (
              <Text
                aria-hidden
                pos="absolute"
                top={0}
                bottom={0}
                left={0}
                w="62%"
                px="sm"
                c="white"
                fw={700}
                display="flex"
                style={{ alignItems: 'center', fontSize: 'clamp(12px, 3.4vw, 19px)', lineHeight: 1.3, textShadow: '0 1px 2px rgba(0,0,0,.45)', overflowWrap: 'anywhere' }}
              >
                {slide.overlay}
              </Text>
            ) : null}
          </Box>
          {slide.caption ? (
            <Text size="sm" ta="center" mt={6}>
              {slide.caption}
            </Text>
          ) : null}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
