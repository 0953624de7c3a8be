import { creditBand } from '@app/domain/credit';
import { Badge, Card, Group, Progress, Text, Title } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useTexts, useTranslateText } from '../../lib/i18n';
import { accountTexts } from './account-texts';

/** The band's name as creditBand() gives it, in the language on screen. */
const BAND_TEXTS = [accountTexts];

// Shades whose badge text stays readable (WCAG AA) with Mantine's auto contrast.
const BADGE_SHADES = { red: 'red.8', orange: 'orange.6', green: 'green.6' } as const;

/** SPEC section 4: the score, its band in the band's colour, and a bar of score / 10. */
export function CreditScoreCard({ score }: { score: number }) {
  const band = creditBand({ score });
  const t = useTexts(accountTexts);
  const bandLabel = useTranslateText(BAND_TEXTS)(band.label);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-credit-score">
      <Group gap={8} mb="xs" wrap="nowrap">
        <IconGauge size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-credit-score">
          {t.creditScoreTitle}
        </Title>
      </Group>
      <Group justify="space-between" align="center" gap="xs" mb="xs">
        <Group gap={6} align="baseline">
          <Text fz={40} fw={800} lh={1} className="tabular" c={`${band.color}.8`}>
            {score}
          </Text>
          <Text c="dimmed" size="sm">
            {t.outOf1000}
          </Text>
        </Group>
        <Badge color={BADGE_SHADES[band.color]} autoContrast variant="filled" size="lg" tt="none">
          {bandLabel}
        </Badge>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={band.barValue}
          color={`${band.color}.6`}
          withAria={false}
          role="progressbar"
          aria-label={t.creditScore}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={band.barValue}
          aria-valuetext={t.scoreValue({ score, band: bandLabel })}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed" mt={6}>
        {t.creditBandLegend}
      </Text>
    </Card>
  );
}
