// Pieces the header shows in its bar on a wide screen and in its menu on a phone: the contact
// links, the language switch and the About button of the landed rep or group.
import { languages } from '@benefit-store/contract/messages/translate';
import { Anchor, Button, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { landedParty } from '../../features/landing/api/get-party-landing-page-info';
import { useSession } from '../../shared/session/session-store';
import { formatPhone } from '../../shared/ui/format-phone';

export function ContactLinks({ email, phone }: { email: string; phone: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor href={`mailto:${email}`} size="sm" aria-label={`${t('app.contact_email')}: ${email}`}>
        {email}
      </Anchor>
      <Anchor href={`tel:+1${phone}`} size="sm" aria-label={`${t('app.contact_phone')}: ${formatPhone(phone)}`}>
        {formatPhone(phone)}
      </Anchor>
    </>
  );
}

export function LanguageSwitch({ size = 'xs' }: { size?: MantineSize }) {
  const { t, i18n } = useTranslation();
  return (
    <Button.Group aria-label={t('app.language')}>
      {languages.map((language) => (
        <Button
          key={language}
          size={size}
          lang={language}
          variant={i18n.language === language ? 'filled' : 'default'}
          aria-pressed={i18n.language === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language === 'en' ? t('app.english') : t('app.spanish')}
        </Button>
      ))}
    </Button.Group>
  );
}

/** The landed rep or group whose bio About shows (spec 000 section 2), if any. */
export const useAboutParty = () => landedParty(useSession());

export function AboutButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  if (!useAboutParty()) return null;
  return (
    <Button size="xs" variant="default" onClick={onOpen}>
      {t('header.about')}
    </Button>
  );
}
