import { useEffect, useId, useState } from 'react';
import { DEFAULT_LOCALE, LANGUAGE_MESSAGES, LOCALES, LOCALE_NAMES, localeDirection, type Locale } from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { Button } from 'shared-contracts/ui';
import { useText as usePageText } from '../messages';
import { useText as useCommonText } from '../parts/messages';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { useText } from './messages';

/**
 * Site language (admins, issue 42): the language the site writes to members who never chose one
 * (their e-mails). Each language is named in itself, as whoever reads it would look for it.
 */
export function SiteLanguagePanel() {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const [status, showStatus] = useStatusMessage({ t, common });
  const [saved, setSaved] = useState<Locale | null>(null);
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [saving, setSaving] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let active = true;
    callApi('siteLanguage')
      .then((site) => {
        if (!active) return;
        setSaved(site.language);
        setLanguage(site.language);
      })
      .catch((error) => {
        console.error('Could not load the site language', error);
        if (active) showStatus({ type: 'error', text: (words, say) => say(failureText(error, words.t('language.loadFailed'), words.common('common.offline'))) });
      });
    return () => {
      active = false;
    };
  }, [showStatus]);

  const save = async () => {
    setSaving(true);
    try {
      const site = await callApi('saveSiteLanguage', { body: { language } });
      setSaved(site.language);
      setLanguage(site.language);
      showStatus({ type: 'success', text: shared(LANGUAGE_MESSAGES.siteSaved) });
    } catch (error) {
      console.error('Could not save the site language', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('language.failed'), common('common.offline'))) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <UserSection title={titles('language.title')} help={t('language.help')} status={status}>
      {saved && (
        <div className="fn-language-row">
          <label htmlFor={selectId}>{t('language.label')}</label>
          <select id={selectId} className="fn-language-select" value={language} onChange={(event) => setLanguage(event.target.value as Locale)} disabled={saving}>
            {LOCALES.map((locale) => (
              // Named in itself, never translated: the screen reader says it in its own language.
              <option key={locale} value={locale} lang={locale} dir={localeDirection(locale)} translate="no">
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <Button variant="primary" onClick={save} loading={saving} disabled={saving || language === saved}>
            {t('language.save')}
          </Button>
        </div>
      )}
    </UserSection>
  );
}
