import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { INVITATION_DAYS, JOIN_MODES, JOIN_MODE_HELP, JOIN_MODE_LABELS, type JoinSettings } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';

const FAILED = 'Could not save who can join. Please try again.';
const OFFLINE = 'Could not save who can join: the server could not be reached.';

/** Who can join (admins): Invitation only, Approval or Open, and how long new invitations last. The change applies at once. */
export function WhoCanJoinPanel() {
  const [status, showStatus] = useStatusMessage();
  const [saved, setSaved] = useState<JoinSettings | null>(null);
  const [draft, setDraft] = useState<JoinSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const daysId = useId();
  const groupId = useId();

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
        if (active) showStatus({ type: 'error', text: failureText(error, 'Could not load who can join.', OFFLINE) });
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
      showStatus({ type: 'success', text: 'Saved. The change applies at once.' });
    } catch (error) {
      console.error('Could not save who can join', error);
      showStatus({ type: 'error', text: failureText(error, FAILED, OFFLINE) });
    } finally {
      setSaving(false);
    }
  };

  const changed = !!draft && !!saved && (draft.mode !== saved.mode || draft.invitationDays !== saved.invitationDays);
  return (
    <UserSection title="Who can join" help="How relatives get an account on this site." status={status}>
      {draft && (
        <>
          <span id={groupId} className="fn-visually-hidden">
            Who can join
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
                  <strong>{JOIN_MODE_LABELS[mode]}</strong>
                  <span className="fn-join-mode-help">{JOIN_MODE_HELP[mode]}</span>
                </span>
              ),
            }))}
          />
          <div className="fn-join-days">
            <label htmlFor={daysId}>New invitations last</label>
            <InputNumber
              id={daysId}
              min={INVITATION_DAYS.min}
              max={INVITATION_DAYS.max}
              precision={0}
              value={draft.invitationDays}
              onChange={(value) => setDraft({ ...draft, invitationDays: typeof value === 'number' ? value : INVITATION_DAYS.default })}
              disabled={saving}
              suffix="days"
            />
          </div>
          <Button type="primary" onClick={save} loading={saving} disabled={!changed}>
            Save
          </Button>
        </>
      )}
    </UserSection>
  );
}
