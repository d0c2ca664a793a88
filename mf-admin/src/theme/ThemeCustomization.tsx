import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Switch, Tag, TextInput } from 'shared-contracts/ui';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  DEFAULT_THEME,
  MESSAGES,
  SETTINGS_MESSAGES,
  THEME_EXPORT_FILE_NAME,
  themeProblem,
  themeValueProblem,
  type Theme,
  type ThemeColors,
} from 'shared-contracts';
import { applyThemeAtom, callApi, errorMessage, themeAtom, useSharedText } from 'shared-contracts/runtime';
import { useText } from '../messages';
import { richText } from '../messages/rich';
import { SettingsSection, StatusLine } from '../parts/SettingsSection';
import { useStatusMessage } from '../parts/useStatusMessage';
import { ColorField } from './ColorField';
import { Tabs } from './Tabs';
import { ThemePreview } from './ThemePreview';
import { downloadTheme, readThemeFile, ThemeFileError } from './themeFile';
import { themeCss } from './themeCss';
import { COLOR_GROUPS, FLAGS, TEXT_GROUPS, sameTheme } from './themeFields';

type Group = keyof Theme;

/**
 * Theme Customization (spec sections 2 to 8): the whole Theme model in a form (tab Colors: the
 * colours, typography, spacing, layout, shadows and the three flags, with a preview) and its
 * actions (tab Actions: save for everyone, reset to the defaults, export to a file, import
 * one). The form starts from the theme the page wears and follows it until it is edited;
 * reset and import change the form only, Save makes it the family's theme on every screen.
 */
export function ThemeCustomization() {
  const t = useText();
  const shared = useSharedText();
  const current = useAtomValue(themeAtom);
  const applyTheme = useSetAtom(applyThemeAtom);
  // null: the form shows the page's theme (and follows it); a theme: the edits not saved yet.
  const [edited, setEdited] = useState<Theme | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, showMessage] = useStatusMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const draft = edited ?? current;
  const dirty = edited !== null && !sameTheme(edited, current);

  const setValue = (group: Group, key: string, value: unknown) =>
    setEdited((before) => {
      const base = before ?? current;
      return { ...base, [group]: { ...base[group], [key]: value } } as Theme;
    });

  const problemOf = (group: Group, key: string) => {
    const problem = themeValueProblem(group, key, (draft[group] as Record<string, unknown>)[key]);
    return problem === undefined ? undefined : shared(problem);
  };
  // The failure with the server's reason, said in the page's language.
  const saveFailed = (why: string) => t('theme.saveFailed', { message: shared(why) });

  const save = async () => {
    const problem = themeProblem(draft);
    if (problem) {
      showMessage({ type: 'error', text: saveFailed(problem) });
      return;
    }
    setSaving(true);
    try {
      const answer = await callApi('saveTheme', { body: { theme: draft } });
      applyTheme(answer?.theme ?? draft);
      setEdited(null);
      showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.themeSaved) });
    } catch (error) {
      console.error('Saving the theme failed', error);
      // The edits stay in the form.
      showMessage({ type: 'error', text: saveFailed(errorMessage(error, t('theme.noAnswer'))) });
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setEdited(structuredClone(DEFAULT_THEME));
    showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.themeReset) });
  };

  const exportTheme = () => {
    const problem = themeProblem(draft);
    if (problem) {
      showMessage({ type: 'error', text: shared(problem) });
      return;
    }
    downloadTheme(draft);
  };

  const importTheme = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again still counts
    if (!file) return;
    try {
      setEdited(await readThemeFile(file));
      showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.themeImported) });
    } catch (error) {
      if (!(error instanceof ThemeFileError)) console.error('Reading the theme file failed', error);
      showMessage({ type: 'error', text: shared(MESSAGES.themeFileInvalid) });
    }
  };

  const colors = (
    <div className="fn-theme-layout">
      <div className="fn-theme-groups">
        {COLOR_GROUPS.map(({ title, fields }) => (
          <fieldset key={title} className="fn-theme-group">
            <legend>{t(title)}</legend>
            <div className="fn-theme-fields">
              {fields.map(([key, label]) => (
                <ColorField
                  key={key}
                  label={t(label)}
                  value={draft.colors[key as keyof ThemeColors]}
                  error={problemOf('colors', key)}
                  onChange={(value) => setValue('colors', key, value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {TEXT_GROUPS.map(({ title, group, fields }) => (
          <fieldset key={title} className="fn-theme-group">
            <legend>{t(title)}</legend>
            <div className="fn-theme-fields">
              {fields.map(([key, label, note]) => {
                const fieldId = `${id}-${group}-${key}`;
                const error = problemOf(group, key);
                return (
                  <div key={key} className="fn-text-field">
                    <label className="fn-field-label" htmlFor={fieldId}>
                      {t(label)}
                    </label>
                    <TextInput
                      id={fieldId}
                      value={String((draft[group] as Record<string, unknown>)[key])}
                      spellCheck={false}
                      autoComplete="off"
                      // CSS is written left to right in every language (a right-to-left field moves its closing brackets).
                      dir="ltr"
                      status={error ? 'error' : undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${fieldId}-note`}
                      onChange={(event) => setValue(group, key, event.target.value)}
                    />
                    <div id={`${fieldId}-note`} className={error ? 'fn-field-error' : 'fn-field-hint'}>
                      {error ?? ('hint' in note ? t(note.hint) : richText(t, 'theme.example', { example: <code dir="ltr" translate="no">{note.example}</code> }))}
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <fieldset className="fn-theme-group">
          <legend>{t('theme.group.effects')}</legend>
          {FLAGS.map(([key, label, description]) => (
            <div key={key} className="fn-flag">
              <Switch
                id={`${id}-${key}`}
                checked={draft.effects[key]}
                aria-describedby={`${id}-${key}-description`}
                onChange={(checked) => setValue('effects', key, checked)}
              />
              <div className="fn-flag-text">
                <label htmlFor={`${id}-${key}`}>{t(label)}</label>
                <span id={`${id}-${key}-description`}>{t(description)}</span>
              </div>
            </div>
          ))}
        </fieldset>
      </div>
      <ThemePreview draft={draft} current={current} />
    </div>
  );

  const actions = (
    <div className="fn-theme-actions">
      <p className="fn-settings-hint">{richText(t, 'theme.actionsHint', { file: <code dir="ltr" translate="no">{THEME_EXPORT_FILE_NAME}</code> })}</p>
      <div className="fn-settings-buttons">
        <Button variant="primary" loading={saving} onClick={save}>
          {t('theme.save')}
        </Button>
        <Button onClick={reset} disabled={saving}>
          {t('theme.reset')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportTheme}>
          {t('theme.export')}
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()} disabled={saving}>
          {t('theme.import')}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="fn-visually-hidden"
        tabIndex={-1}
        aria-label={t('theme.file')}
        onChange={importTheme}
      />
      <StatusLine message={message} />
    </div>
  );

  return (
    <SettingsSection
      title={t('theme.title')}
      description={t('theme.description')}
      badge={dirty ? <Tag className="fn-unsaved">{t('theme.unsaved')}</Tag> : undefined}
    >
      <style>{themeCss}</style>
      <Tabs
        label={t('theme.title')}
        items={[
          { key: 'colors', label: t('theme.tab.colors'), panel: colors },
          { key: 'actions', label: t('theme.tab.actions'), panel: actions },
        ]}
      />
    </SettingsSection>
  );
}
