import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'antd';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { INVITATION_DAYS, JOIN_MODES, JOIN_MODE_LABELS, type JoinMode, type JoinSettings } from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useNumberStepNames } from '../parts/useNumberStepNames';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { useText as usePageText } from '../messages';
import { useText, type JoiningKey } from './messages';

// Each way of joining explained, in the page's language.
const MODE_HELP: Record<JoinMode, JoiningKey> = { invite: 'join.modeHelp.invite', approval: 'join.modeHelp.approval', open: 'join.modeHelp.open' };

/** Who can join (admins): Invitation only, Approval or Open, and how long new invitations last. The change applies at once. */
export function WhoCanJoinPanel() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
  const [status, showStatus] = useStatusMessage(t);
  const [saved, setSaved] = useState<JoinSettings | null>(null);
  const [draft, setDraft] = useState<JoinSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const daysId = useId();
  const groupId = useId();
  const daysBox = useRef<HTMLDivElement>(null);
  useNumberStepNames(daysBox, t('join.daysUp'), t('join.daysDown'));

  useEffect(() => {
    let active = true;
    callApi('joinSettings')
      .then((settings) => {
        if (!active) return;
        setSaved(settings);
        setDraft(settings);
      })
      .catch((error) => {
        console.error('Could not load who can join', error);
        if (active) showStatus({ type: 'error', text: (words, say) => say(failureText(error, words('join.loadFailed'), words('join.offline'))) });
      });
    return () => {
      active = false;
    };
  }, [showStatus]);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const settings = await callApi('saveJoinSettings', { body: draft });
      setSaved(settings);
      setDraft(settings);
      showStatus({ type: 'success', text: t('join.saved') });
    } catch (error) {
      console.error('Could not save who can join', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('join.failed'), t('join.offline'))) });
    } finally {
      setSaving(false);
    }
  };

  const changed = !!draft && !!saved && (draft.mode !== saved.mode || draft.invitationDays !== saved.invitationDays);
  return (
    <UserSection title={titles('join.title')} help={t('join.help')} status={status}>
      {draft && (
        <>
          <span id={groupId} className="fn-visually-hidden">
            {titles('join.title')}
          </span>
          <Radio.Group
            aria-labelledby={groupId}
            className="fn-join-modes"
            vertical
            value={draft.mode}
            onChange={(event) => setDraft({ ...draft, mode: event.target.value })}
            disabled={saving}
            options={JOIN_MODES.map((mode) => ({
              value: mode,
              label: (
                <span className="fn-join-mode">
                  <strong>{shared(JOIN_MODE_LABELS[mode])}</strong>
                  <span className="fn-join-mode-help">{t(MODE_HELP[mode])}</span>
                </span>
              ),
            }))}
          />
          <div className="fn-join-days" ref={daysBox}>
            <label htmlFor={daysId}>{t('join.days')}</label>
            <InputNumber
              id={daysId}
              min={INVITATION_DAYS.min}
              max={INVITATION_DAYS.max}
              precision={0}
              value={draft.invitationDays}
              onChange={(value) => setDraft({ ...draft, invitationDays: typeof value === 'number' ? value : INVITATION_DAYS.default })}
              disabled={saving}
              suffix={t('join.daysSuffix', { count: draft.invitationDays })}
            />
          </div>
          <Button type="primary" onClick={save} loading={saving} disabled={!changed}>
            {t('join.save')}
          </Button>
        </>
      )}
    </UserSection>
  );
}
