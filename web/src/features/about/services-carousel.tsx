import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, Image, Text, Tooltip } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { useDashboardView } from '../../lib/dashboard-view';
import { useTexts } from '../../lib/i18n';
import { aboutTexts } from './about-texts';

/** SPEC section 9: the About carousel moves on every 5 seconds. */
const SERVICES_AUTOPLAY_MS = 5000;

/** Each service's picture and the names of its texts in ABOUT_TEXTS (its title; its caption and picture description follow the name). */
const SERVICES = [
  { src: '/art/service-salary-loan.svg', name: 'salaryLoan' },
  { src: '/art/service-ofw-loan.svg', name: 'ofwLoan' },
  { src: '/art/service-business-loan.svg', name: 'businessLoan' },
  { src: '/art/service-fast-release.svg', name: 'fastRelease' },
] as const;

function ServiceImage({ src, alt }: { src: string; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  // SPEC section 8: an image that fails to load is hidden, not shown broken.
  if (hasFailed) return null;
  return <Image src={src} alt={alt} radius="md" w="100%" style={{ aspectRatio: '16 / 9' }} onError={() => setHasFailed(true)} />;
}

/**
 * The services carousel (SPEC 2 and 9). It pauses while the pointer or the
 * keyboard focus is on it, when the visitor pauses it, and never starts by
 * itself for visitors who ask for reduced motion (WCAG 2.2.2).
 */
export function ServicesCarousel() {
  const prefersReducedMotion = useReducedMotion();
  const view = useDashboardView();
  const autoplay = useRef(
    Autoplay({ delay: SERVICES_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState<boolean | null>(null);
  const t = useTexts(aboutTexts);
  const services = SERVICES.map(({ src, name }) => ({ src, title: t[name], caption: t[`${name}Caption`], alt: t[`${name}Image`] }));
  const isPaused = isPausedByUser ?? prefersReducedMotion;
  const isPlaying = !isPaused && !isHovered && !isFocused;

  useEffect(() => {
    if (!embla) return;
    const plugin = autoplay.current;
    if (isPlaying) plugin.play();
    else plugin.stop();
  }, [embla, isPlaying]);

  const toggleLabel = isPaused ? t.playSlideshow : t.pauseSlideshow;

  return (
    <Box
      pos="relative"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <Carousel
        aria-label={t.servicesCarousel}
        withIndicators
        withControls
        controlSize={36}
        // Two services side by side on a desktop, so a picture never fills the whole screen.
        slideSize={view === 'desktop' ? { base: '100%', sm: '50%' } : '100%'}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start', duration: prefersReducedMotion ? 1 : 25 }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': t.previousService }}
        nextControlProps={{ 'aria-label': t.nextService }}
        getIndicatorProps={(index) => ({ 'aria-label': t.showService({ service: services[index]?.title ?? '' }) })}
        // Dots sit under the caption, in the slide's bottom padding, in the brand colour (white would vanish there).
        styles={{ indicators: { bottom: 14 }, indicator: { backgroundColor: 'var(--mantine-color-brand-filled)' } }}
      >
        {services.map((service, index) => (
          <Carousel.Slide key={service.src} aria-label={t.slideOf({ index: index + 1, total: services.length, service: service.title })}>
            <Box component="figure" m={0}>
              <ServiceImage src={service.src} alt={service.alt} />
              <Box component="figcaption" pt="xs" pb={36} px={4}>
                <Text fw={700}>{service.title}</Text>
                <Text size="sm" c="dimmed">
                  {service.caption}
                </Text>
              </Box>
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group pos="absolute" right={4} bottom={4}>
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={toggleLabel}
            onClick={() => setIsPausedByUser(!isPaused)}
          >
            {isPaused ? <IconPlayerPlayFilled size={14} aria-hidden /> : <IconPlayerPauseFilled size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
