import type { PublicUser } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { Anchor, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconFileText, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { COMPANY } from '../../config/company';
import { LoanAgreementDialog } from '../agreement';
import { useDashboardView } from '../../lib/dashboard-view';
import { useTexts } from '../../lib/i18n';
import { Fact } from '../../components/fact';
import { RegulatorBanner } from '../../components/regulator-banner';
import { aboutTexts } from './about-texts';
import { ServicesCarousel } from './services-carousel';

/** A dialable tel: address from a display number such as '+63 2 8000 0000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(.*?\)/g, '').replace(/[^\d+]/g, '')}`;
}

/** The ABOUT tab (SPEC 2): who the lender is, where to find it, what it offers, and its loan agreement. */
export function AboutTab({ user }: { user: PublicUser }) {
  const view = useDashboardView();
  const [isAgreementOpen, setIsAgreementOpen] = useState(false);
  const columns = view === 'desktop' ? { base: 1, sm: 2 } : 1;
  const t = useTexts(aboutTexts);

  return (
    <Stack gap="md">
      <RegulatorBanner />

      <SimpleGrid cols={columns} spacing="md">
        <Card withBorder padding="lg" component="section" aria-labelledby="about-company">
          <Group gap="sm" mb="md" wrap="nowrap">
            <ThemeIcon size="lg" variant="light" aria-hidden>
              <IconBuilding size={20} />
            </ThemeIcon>
            <Title order={2} fz="lg" id="about-company">
              {COMPANY.name}
            </Title>
          </Group>
          <Box component="dl" m={0} className="tabular" style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            <Fact label={t.secRegistration}>{COMPANY.secRegistrationNumber}</Fact>
            <Fact label={t.certificateOfAuthority}>{COMPANY.certificateOfAuthorityNumber}</Fact>
            <Fact label={t.registrationDate}>{formatDate(COMPANY.registrationDate)}</Fact>
            <Fact label={t.hotline}>
              <Anchor href={telHref(COMPANY.hotline)} fw={600} c="inherit" underline="always">
                {COMPANY.hotline}
              </Anchor>
            </Fact>
            <Fact label={t.email}>
              <Anchor href={`mailto:${COMPANY.email}`} fw={600} c="inherit" underline="always">
                {COMPANY.email}
              </Anchor>
            </Fact>
          </Box>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="about-offices">
          <Title order={2} fz="lg" mb="md" id="about-offices">
            {t.offices}
          </Title>
          <Stack gap="md">
            {COMPANY.offices.map((office) => (
              <Group key={office.name} gap="sm" align="flex-start" wrap="nowrap">
                <ThemeIcon size="lg" variant="light" color="red" aria-hidden>
                  <IconMapPin size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{office.name}</Text>
                  <Text size="sm" component="address" fs="normal">
                    {office.address}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg" component="section" aria-labelledby="about-services">
        <Title order={2} fz="lg" mb="md" id="about-services">
          {t.services}
        </Title>
        <ServicesCarousel />
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="about-agreement">
        <Title order={2} fz="lg" mb={4} id="about-agreement">
          {t.agreementTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t.agreementIntro}
        </Text>
        <Button
          leftSection={<IconFileText size={18} aria-hidden />}
          onClick={() => setIsAgreementOpen(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.viewAgreement}
        </Button>
      </Card>

      <LoanAgreementDialog opened={isAgreementOpen} onClose={() => setIsAgreementOpen(false)} user={user} />
    </Stack>
  );
}
