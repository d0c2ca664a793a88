import { useId } from 'react';
import { formatColor, hexOf, parseColor } from 'shared-contracts';
import { TextInput } from 'shared-contracts/ui';
import { useText } from '../messages';
import { formatsOf } from '../messages/formats';

interface ColorFieldProps {
  label: string;
  value: string;
  /** The value's problem by the Theme rules, shown under it. */
  error?: string;
  onChange: (value: string) => void;
}

const BLACK = { r: 0, g: 0, b: 0, a: 1 };

/**
 * One colour of the theme: the browser's colour picker, an opacity slider from 0 to 1 in steps of
 * 0.01 (spec section 5), and the value itself as text (hex or rgba), which can be typed.
 */
export function ColorField({ label, value, error, onChange }: ColorFieldProps) {
  const t = useText();
  const format = formatsOf(t);
  const id = useId();
  const color = parseColor(value);
  const shown = color ?? BLACK;
  const opacity = Math.round(shown.a * 100) / 100;

  return (
    <div className="fn-color-field">
      <label className="fn-field-label" htmlFor={`${id}-value`}>
        {label}
      </label>
      <div className="fn-color-row">
        <span className="fn-color-swatch">
          <span className="fn-color-swatch-fill" style={{ background: color ? value : 'transparent' }} />
          <input
            type="color"
            aria-label={t('theme.colorPicker', { label })}
            value={hexOf(shown)}
            onChange={(event) => onChange(formatColor({ ...parseColor(event.target.value)!, a: shown.a }))}
          />
        </span>
        <TextInput
          id={`${id}-value`}
          value={value}
          spellCheck={false}
          autoComplete="off"
          // A colour is written left to right in every language (right to left would move its closing bracket).
          dir="ltr"
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="fn-color-opacity">
        <label htmlFor={`${id}-opacity`}>{t('theme.opacity')}</label>
        <input
          id={`${id}-opacity`}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={opacity}
          disabled={!color}
          aria-label={t('theme.opacityOf', { label })}
          aria-valuetext={format.percent(Math.round(opacity * 100) / 100)}
          onChange={(event) => onChange(formatColor({ ...shown, a: Number(event.target.value) }))}
        />
        <output htmlFor={`${id}-opacity`}>{format.twoDecimals(opacity)}</output>
      </div>
      {error && (
        <div id={`${id}-error`} className="fn-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
